/**
 * Proving an address with the token of a link in a mail to it: the case then shows in the account of
 * its address, and its status link shows what the provider writes. A link used again answers the
 * same; an unknown token (never sent, or its case is gone) is address_proof_invalid.
 */
import type { ProvenAddress } from '@/contracts/address-proofs';
import { caseLanguage } from '../../cases/presentation';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { proofTokenHash } from '../address-proof';
import { caseOfProof, markCaseProven } from '../stores/address-proofs';

export async function proveAddress(token: string, at: Date = now()): Promise<ProvenAddress> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const found = await caseOfProof(tx, proofTokenHash(token));
    if (!found) throw DomainError.of('address_proof_invalid', 'token');
    const row = found.emailProvenAt ? found : await markCaseProven(tx, found.id, at);
    return { language: caseLanguage(row), case_id: row.publicId };
  });
}
