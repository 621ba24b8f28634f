/**
 * Declarations about a contract that a consumer makes without signing in: the withdrawal function
 * (§ 356a BGB: name, what identifies the contract, where to send the receipt, and the button
 * "Widerruf bestätigen"), and the back office's list to match and check them. Every declaration is
 * recorded and receipted as received, whether or not it names a contract we can find; the cancellation
 * of a membership (§ 312k BGB) is the membership service's (memberships.ts) and is recorded alike.
 */
import { array, boolean, type InferType, number, object, string } from 'yup';
import { languages } from '@/basics/language';
import { declarationKinds, declarationStates, declarationStateFilters } from './vocabulary/declarations';
import { personName } from './accounts';
import { endpoint } from './endpoint';
import { answer, body, emailAddress, idempotencyKey, oneOf, text } from './rules';

/** What identifies the contract as the customer types it: a case's reference, a membership's mandate reference, or words. */
export const CONTRACT_REFERENCE_MAX_LENGTH = 200;

export const withdrawalBody = body({
  name: personName(),
  contract_reference: text(CONTRACT_REFERENCE_MAX_LENGTH),
  /** Where the receipt goes. */
  email: emailAddress(),
  language: oneOf(languages, 'unsupported_language').required('required'),
  idempotency_key: idempotencyKey(),
});

export type WithdrawalRequest = InferType<typeof withdrawalBody>;

/** The receipt as the page shows it: the declaration's content, when it arrived, and its number. */
const receivedWithdrawal = answer({
  receipt_number: string().strict().defined(),
  /** ISO 8601 */
  received_at: string().strict().defined(),
  name: string().strict().defined(),
  contract_reference: string().strict().defined(),
  email: string().strict().defined(),
  /** Whether it was matched to a contract at once; otherwise staff match it by hand. */
  assigned: boolean().strict().defined(),
});

export type ReceivedWithdrawal = InferType<typeof receivedWithdrawal>;

/**
 * Withdraws from a contract (a case order or a membership). 201 with the receipt, 200 with the first
 * one for a repeated request (same idempotency key and e-mail address). A reference that names no
 * contract, or names one of another e-mail address, is recorded and receipted all the same (never a
 * 404): staff match it by hand. 422 only for a form that is not filled in as asked.
 */
export const declareWithdrawal = endpoint({
  method: 'POST',
  path: '/api/withdrawals',
  body: withdrawalBody,
  answer: answer({ withdrawal: receivedWithdrawal, created: boolean().strict().defined() }),
});

/** The contract a declaration belongs to, as the back office names it. */
const declarationContract = answer({
  type: oneOf(['case', 'membership'] as const, 'invalid_choice').required(),
  /** A case's reference number or a membership's mandate reference. */
  reference: string().strict().defined(),
  /** A product name or a plan name. */
  product: string().strict().defined(),
  email: string().strict().defined(),
  /** YYYY-MM-DD: when the contract was concluded, and the last day of its withdrawal period. */
  concluded_on: string().strict().defined(),
  withdrawal_period_ends: string().strict().defined(),
}).nullable();

export const staffDeclaration = answer({
  id: number().strict().defined(),
  receipt_number: string().strict().defined(),
  kind: oneOf(declarationKinds, 'invalid_choice').required(),
  received_at: string().strict().defined(),
  language: string().strict().defined(),
  name: string().strict().defined(),
  contract_reference: string().strict().defined(),
  email: string().strict().defined(),
  cancellation_kind: string().strict().nullable().defined(),
  cancellation_reason: string().strict().nullable().defined(),
  requested_end: string().strict().nullable().defined(),
  state: oneOf(declarationStates, 'invalid_choice').required(),
  /** The contract it took effect on (or, to review, was found for). */
  contract: declarationContract.defined(),
  /** Unmatched: a contract whose reference it names, though with another e-mail address. */
  candidate: declarationContract.defined(),
  /** A withdrawal's compensation for an early start (src/domain/withdrawal/withdrawal.ts); null for a cancellation or while unmatched. */
  compensation: answer({
    kind: oneOf(['none', 'success_share', 'pro_rata', 'check'] as const, 'invalid_choice').required(),
    reason: string().strict().optional(),
    stage: string().strict().optional(),
    percent: number().strict().optional(),
    days: number().strict().optional(),
    cents: number().strict().optional(),
  })
    .nullable()
    .defined(),
  ends_on: string().strict().nullable().defined(),
  applied_at: string().strict().nullable().defined(),
  applied_by: string().strict().nullable().defined(),
  receipt_sent_at: string().strict().nullable().defined(),
});

export type StaffDeclaration = InferType<typeof staffDeclaration>;

/** Declarations newest first: `open` (to match or check, the default) or `all` (the latest 200). */
export const staffDeclarations = endpoint({
  method: 'GET',
  path: '/api/staff/declarations',
  query: object({ show: oneOf(declarationStateFilters, 'invalid_choice') }).noUnknown('unknown_field').strict(),
  answer: answer({ declarations: array(staffDeclaration.required()).required() }),
});

/**
 * Matches a declaration to the contract with this reference and lets it take effect (the case closes
 * as withdrawn, the membership ends), with an audit entry. 422 `contract_not_found` for a reference
 * that names no contract; 409 `declaration_settled` for one already applied or closed.
 */
export const assignStaffDeclaration = endpoint({
  method: 'POST',
  path: '/api/staff/declarations/{id}/assign',
  body: body({ contract_reference: text(CONTRACT_REFERENCE_MAX_LENGTH) }),
  answer: answer({ declaration: staffDeclaration.required() }),
});

/** Closes a declaration that names no contract of ours (after staff have tried), with an audit entry. */
export const closeStaffDeclaration = endpoint({
  method: 'POST',
  path: '/api/staff/declarations/{id}/close',
  answer: answer({ declaration: staffDeclaration.required() }),
});
