/**
 * Proving an address with the token of a link in a mail to it: a case then shows in the account of
 * its address, and its status link shows what the provider writes; a pending membership starts. A
 * link used again answers the same; an unknown token (never sent, or what it named is gone, as an
 * unproven membership is once the account of its address was deleted) is address_proof_invalid.
 */
import { languageOrDefault } from '@/basics/language';
import type { ProvenAddress } from '@/contracts/address-proofs';
import { now } from '../../clock';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import type { MembershipRow } from '../../db/tables/memberships';
import { proofTokenHash } from '../address-proof';
import { caseOfProof, markCaseProven, membershipOfProof } from '../stores/address-proofs';

export interface Proven {
  answer: ProvenAddress;
  /** The membership that started with this proof: its start is mailed, and a first debit may be due for announcement. */
  started?: MembershipRow;
}

/**
 * Starts a pending membership inside the proof's transaction (memberships/actions/start-membership.ts).
 * The caller hands it in: memberships take out their proof here (address-proof.ts), so this domain
 * sits below them and calls them only through what it is given.
 */
export type StartMembership = (tx: DatabaseExecutor, row: MembershipRow, at: Date) => Promise<MembershipRow>;

export async function proveAddress(token: string, startMembership: StartMembership, at: Date = now()): Promise<Proven> {
  const hash = proofTokenHash(token);
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const found = await caseOfProof(tx, hash);
    if (found) {
      const row = found.emailProvenAt ? found : await markCaseProven(tx, found.id, at);
      return { answer: { language: languageOrDefault(row.language), case_id: row.publicId } };
    }
    const membership = await membershipOfProof(tx, hash);
    // A membership still unproven when the account of its address was deleted is gone for that address:
    // proving it later would start a contract, with debits, that no account may ever show.
    if (!membership || (membership.detachedAt && !membership.emailProvenAt)) throw DomainError.of('address_proof_invalid', 'token');
    const started = membership.emailProvenAt ? membership : await startMembership(tx, membership, at);
    return {
      answer: {
        language: languageOrDefault(started.language),
        membership: { mandate_reference: started.mandateReference, plan: started.plan, status: started.status, starts_on: started.startsOn, minimum_term_ends_on: started.minimumTermEndsOn },
      },
      ...(started.status === 'active' && !membership.emailProvenAt ? { started } : {}),
    };
  });
}
