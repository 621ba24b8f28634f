/**
 * Proving an e-mail address: the link in the mail to the address of an order carries a token; posting
 * it proves that the address's owner stands behind what was ordered (served by the commissioning
 * service). Until then the case stays apart from the account of that address, and its status link
 * shows only what was ordered.
 */
import { type InferType, string } from 'yup';
import { languages } from '@/basics/language';
import { endpoint } from './endpoint';
import { answer, body, filledText, oneOf } from './rules';

const proof = body({
  /** The token from the link (256 random bits, base64url). */
  token: filledText().matches(/^[A-Za-z0-9_-]{43}$/, 'address_proof_invalid'),
}).required('required');

export type AddressProofRequest = InferType<typeof proof>;

const proven = answer({
  /** The language the customer is written to in. */
  language: oneOf(languages, 'unsupported_language').required(),
  /** The case's status page id. */
  case_id: string().strict().defined(),
});

export type ProvenAddress = InferType<typeof proven>;

/**
 * Proves the address a link was sent to: 200 with the case it belongs to (again for a link used
 * before); 404 `address_proof_invalid` for a token nobody was sent or one whose case is gone.
 */
export const proveAddress = endpoint({ method: 'POST', path: '/api/address-proofs', body: proof, answer: proven });
