/**
 * Proving an e-mail address: the link in the mail to the address of an order or a membership carries
 * a token; posting it proves that the address's owner stands behind it (served by the commissioning
 * service). Until then the case stays apart from the account of that address and its status link shows
 * only what was ordered; a membership has not started.
 */
import { type InferType, object, string } from 'yup';
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
  /** A case's status page id, when the link proved an order's address. */
  case_id: string().strict().optional(),
  /** The membership, when the link proved its address: it started (unless it ended before). */
  membership: object({
    mandate_reference: string().strict().defined(),
    plan: string().strict().defined(),
    /** `active`, or how it ended before the proof (`withdrawn`, `cancelled`). */
    status: string().strict().defined(),
    /** YYYY-MM-DD */
    starts_on: string().strict().defined(),
    /** YYYY-MM-DD; null for a plan without an initial term. */
    minimum_term_ends_on: string().strict().nullable().defined(),
  })
    .default(undefined)
    .optional(),
});

export type ProvenAddress = InferType<typeof proven>;

/**
 * Proves the address a link was sent to: 200 with the case or the membership it belongs to (again for
 * a link used before); 404 `address_proof_invalid` for a token nobody was sent or one whose case or
 * membership is gone.
 */
export const proveAddress = endpoint({ method: 'POST', path: '/api/address-proofs', body: proof, answer: proven });
