/**
 * Recording a declaration received without signing in: a withdrawal (the withdrawal function, § 356a
 * BGB) or a membership's cancellation (§ 312k BGB). One transaction records it exactly as received and,
 * when its reference and e-mail address name a contract, lets it take effect; the receipt mail follows
 * at once (declaration-mail.ts), and staff see it in the back office. A reference that names nothing,
 * or a contract of another address, is recorded and receipted all the same: staff match it by hand,
 * because a legal declaration must never be lost to a typo.
 */
import { sql } from 'drizzle-orm';
import { normaliseEmail } from '@/basics/email-address';
import type { WithdrawalRequest } from '@/contracts/declarations';
import type { MembershipCancellationRequest } from '@/contracts/memberships';
import { type OrderOrigin, maxUserAgentLength } from '../../commissioning/mandate-record';
import { sha256 } from '../../commissioning/request-hash';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import type { ContractDeclarationRow, NewContractDeclaration } from '../../db/tables/declarations';
import { contractEmail, type NamedContract, withdrawalApplies } from '../named-contract';
import { contractOfReference, declarationWithIdempotencyHash, insertDeclaration, updateDeclaration } from '../stores/declaration-store';
import { applyCancellation, applyWithdrawal } from './declaration-effects';

export interface Declared {
  declaration: ContractDeclarationRow;
  /** The contract it names (applied, or found but to be checked); undefined while unmatched. */
  contract: NamedContract | undefined;
  /** False for a repeated request: the first one's declaration. */
  created: boolean;
}

type Received = Omit<NewContractDeclaration, 'receiptNumber' | 'state'>;

/** The e-mail address scopes the form's key, so a key alone reaches nobody's declaration. */
const idempotencyHashOf = (kind: string, email: string, key: string) => sha256(`${kind}\n${normaliseEmail(email)}\n${key}`);

/**
 * Records a declaration and decides its effect, once per idempotency key: parallel copies wait on an
 * advisory lock, and the unique hash is the last guard across instances.
 */
async function record(received: Received, decide: (tx: DatabaseExecutor, row: ContractDeclarationRow) => Promise<Declared>): Promise<Declared> {
  const db = await getDatabase();
  const earlier = await declarationWithIdempotencyHash(db, received.idempotencyHash);
  if (earlier) return { declaration: earlier, contract: undefined, created: false };
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`declarations:${received.idempotencyHash}`}, 0))`);
      const first = await declarationWithIdempotencyHash(tx, received.idempotencyHash);
      if (first) return { declaration: first, contract: undefined, created: false };
      const row = await insertDeclaration(tx, { ...received, state: 'unmatched' });
      return decide(tx, row);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await declarationWithIdempotencyHash(db, received.idempotencyHash);
    if (!winner) throw error;
    return { declaration: winner, contract: undefined, created: false };
  }
}

/** The contract a declaration names by its reference, if it is this e-mail address's. */
async function ownContract(tx: DatabaseExecutor, reference: string, email: string): Promise<NamedContract | undefined> {
  const contract = await contractOfReference(tx, reference, { lock: true });
  return contract && contractEmail(contract) === normaliseEmail(email) ? contract : undefined;
}

const origin = ({ at, ip, userAgent }: OrderOrigin) => ({ receivedAt: at, ip, userAgent: Array.from(userAgent).slice(0, maxUserAgentLength).join('') });

/** A withdrawal from a case order or a membership (the withdrawal function). */
export async function declareWithdrawal(request: WithdrawalRequest, from: OrderOrigin): Promise<Declared> {
  const received: Received = {
    kind: 'withdrawal',
    ...origin(from),
    language: request.language,
    name: request.name.trim(),
    contractReference: request.contract_reference.trim(),
    email: request.email.trim(),
    idempotencyHash: idempotencyHashOf('withdrawal', request.email, request.idempotency_key),
  };
  return record(received, async (tx, row) => {
    const contract = await ownContract(tx, row.contractReference, row.email);
    if (!contract) return { declaration: row, contract: undefined, created: true };
    if (withdrawalApplies(contract, row.receivedAt)) {
      return { declaration: await applyWithdrawal(tx, row, contract, from.at, 'automatic'), contract, created: true };
    }
    // Found, but late or on a closed case: whether it still takes effect is for a person to decide.
    const linked = contract.type === 'case' ? { caseId: contract.case.id } : { membershipId: contract.membership.id };
    return { declaration: await updateDeclaration(tx, row.id, { state: 'to_review', ...linked }), contract, created: true };
  });
}

/** A membership's cancellation ("Verträge hier kündigen"). */
export async function declareCancellation(request: MembershipCancellationRequest, from: OrderOrigin): Promise<Declared> {
  const received: Received = {
    kind: 'cancellation',
    ...origin(from),
    language: request.language,
    name: request.name.trim(),
    contractReference: request.mandate_reference.trim(),
    email: request.email.trim(),
    cancellationKind: request.kind,
    cancellationReason: request.kind === 'extraordinary' ? (request.reason?.trim() ?? null) : null,
    requestedEnd: request.requested_end ?? null,
    idempotencyHash: idempotencyHashOf('cancellation', request.email, request.idempotency_key),
  };
  return record(received, async (tx, row) => {
    const contract = await ownContract(tx, row.contractReference, row.email);
    if (contract?.type !== 'membership') return { declaration: row, contract: undefined, created: true };
    return { declaration: await applyCancellation(tx, row, contract, from.at, 'automatic'), contract, created: true };
  });
}
