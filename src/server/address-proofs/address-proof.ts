/**
 * Proof that an e-mail address is the customer's. Anyone can type someone else's address into an
 * order or a membership; until its owner proves it, what was ordered stays apart from the account of
 * that address, its status link shows only what was ordered (never what the provider writes), and a
 * membership does not start. The proof is a link in the mail to the address (only its owner reads it),
 * or an account with exactly that address, confirmed and signed in, when ordering.
 */
import { normaliseEmail } from '@/basics/email-address';
import { newToken, tokenHash } from '../secrets';

export interface AddressProof {
  /** When the address was proven; null while it is not. */
  provenAt: Date | null;
  /** SHA-256 of the token the link carries; null when no link is needed. */
  proofHash: string | null;
  /** The token for the link in the mail (only its hash is stored). */
  token?: string;
}

/** The proof an order or a membership for `email` starts with: proven when signed in with exactly that address, else a link to send. */
export function addressProofFor(email: string, signedInAs: string | undefined, at: Date): AddressProof {
  if (signedInAs && normaliseEmail(signedInAs) === normaliseEmail(email)) return { provenAt: at, proofHash: null };
  const token = newToken();
  return { provenAt: null, proofHash: tokenHash(token), token };
}

export const proofTokenHash = tokenHash;
