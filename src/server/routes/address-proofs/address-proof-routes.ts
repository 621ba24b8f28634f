/**
 * Proving an e-mail address (contract: src/contracts/address-proofs.ts); public. Like the account's
 * confirmation link it has no rate limit: the token is 256 random bits, so guessing is hopeless, and
 * the portal's page posts it from the server, where a per-address limit would count every customer
 * against the portal's own address.
 */
import { proveAddress as proveEndpoint } from '@/contracts/address-proofs';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { announceDueDebits } from '../../memberships/actions/announce-debits';
import { startProvenMembership } from '../../memberships/actions/start-membership';
import { sendMembershipStarted } from '../../memberships/membership-mail';
import { proveAddress } from '../../address-proofs/actions/prove-address';

export const addressProofRoutes: ApiRoute[] = [
  route(proveEndpoint, async ({ body }) => {
    const proven = await proveAddress(body.token, startProvenMembership);
    const { started } = proven;
    return {
      ...ok(proven.answer, { 'Cache-Control': 'no-store' }),
      // A membership that started now: its dates by mail, then a first debit due within its pre-notification period announced.
      ...(started
        ? {
            afterResponse: async () => {
              await sendMembershipStarted(started);
              await announceDueDebits({ membershipId: started.id });
            },
          }
        : {}),
    };
  }),
];
