/**
 * Declarations without signing in (contracts: src/contracts/declarations.ts, and the membership
 * cancellation of src/contracts/memberships.ts): the withdrawal function, the cancellation form, and
 * the back office's list to match and check them. HTTP only: the actions record and decide.
 */
import { assignStaffDeclaration, closeStaffDeclaration, declareWithdrawal as declareWithdrawalEndpoint, staffDeclarations } from '@/contracts/declarations';
import { cancelMembership as cancelMembershipEndpoint } from '@/contracts/memberships';
import { privateHeaders, sessionOf, signedIn } from '../../access/staff-access';
import { now } from '../../clock';
import { cancellationRateLimit } from '../../commissioning/settings';
import { header, ok } from '../../http/api';
import { DomainError } from '../../domain-error';
import { type ApiRoute, route } from '../../http/router';
import { withinRateLimit } from '../../rate-limits/rate-limiter';
import { declareCancellation, declareWithdrawal, type Declared } from '../../declarations/actions/declare';
import { declarationForStaff, declarationsForStaff } from '../../declarations/actions/list-declarations';
import { sendReceipt, sendReceiptAndTellTeam } from '../../declarations/actions/send-receipt';
import { assignDeclaration, closeDeclaration } from '../../declarations/actions/staff-decisions';
import { withdrawalOpenUntil } from '../../declarations/named-contract';

const privateAnswer = { 'Cache-Control': 'private, no-store' };

/**
 * A declaration names a contract by a reference that is the secret of someone without an account, so
 * guessing must stay slow: the same per-address limit for withdrawals and cancellations.
 */
const counted = (request: { ip: string }): Promise<void> => withinRateLimit(`declaration:ip:${request.ip}`, cancellationRateLimit());

const originOf = (request: Parameters<typeof header>[0] & { ip: string }) => ({ at: now(), ip: request.ip, userAgent: header(request, 'user-agent') ?? '' });

/** After a new declaration: the customer's receipt at once, then the team's note. A repeat sends nothing. */
const receipts = (declared: Declared) =>
  declared.created
    ? { afterResponse: () => sendReceiptAndTellTeam(declared.declaration, declared.contract) }
    : {};

function declarationId(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? '')) throw DomainError.of('not_found', 'id');
  return Number(param);
}

export const declarationRoutes: ApiRoute[] = [
  route(declareWithdrawalEndpoint, async ({ body, request }) => {
    await counted(request);
    const declared = await declareWithdrawal(body, originOf(request));
    const row = declared.declaration;
    return {
      status: declared.created ? 201 : 200,
      body: {
        withdrawal: {
          receipt_number: row.receiptNumber,
          received_at: row.receivedAt.toISOString(),
          name: row.name,
          contract_reference: row.contractReference,
          email: row.email,
          assigned: row.state === 'applied',
        },
        created: declared.created,
      },
      ...receipts(declared),
    };
  }),
  route(cancelMembershipEndpoint, async ({ body, request }) => {
    await counted(request);
    const declared = await declareCancellation(body, originOf(request));
    const row = declared.declaration;
    const membership = declared.contract?.type === 'membership' ? declared.contract.membership : undefined;
    const applied = row.state === 'applied';
    return {
      status: declared.created ? 201 : 200,
      body: {
        cancellation: {
          receipt_number: row.receiptNumber,
          received_at: row.receivedAt.toISOString(),
          kind: row.cancellationKind ?? body.kind,
          requested_end: row.requestedEnd,
          plan: applied && membership ? membership.plan : null,
          ends_on: applied ? row.endsOn : null,
          already_ended: Boolean(applied && membership && membership.status !== 'active' && membership.status !== 'pending'),
          withdrawal_until: (applied && withdrawalOpenUntil(declared.contract, row.receivedAt)) || null,
        },
        created: declared.created,
      },
      ...receipts(declared),
    };
  }),
  // The back office: caseworkers match and check declarations, like the cases they belong to.
  route(
    staffDeclarations,
    async ({ query }) => ok({ declarations: await declarationsForStaff(query.show ?? 'open') }, { ...privateHeaders, ...privateAnswer }),
    signedIn('workCases'),
  ),
  route(
    assignStaffDeclaration,
    async ({ params, body, request }) => {
      const { declaration, contract } = await assignDeclaration(declarationId(params.id), body.contract_reference, sessionOf(request).member);
      return {
        status: 200,
        body: { declaration: await declarationForStaff(declaration) },
        headers: { ...privateHeaders, ...privateAnswer },
        // The customer learns what their declaration did now that it is matched.
        afterResponse: () => sendReceipt(declaration, contract, { followUp: true }),
      };
    },
    signedIn('workCases'),
  ),
  route(
    closeStaffDeclaration,
    async ({ params, request }) => {
      const closed = await closeDeclaration(declarationId(params.id), sessionOf(request).member);
      return ok({ declaration: await declarationForStaff(closed) }, { ...privateHeaders, ...privateAnswer });
    },
    signedIn('workCases'),
  ),
];

