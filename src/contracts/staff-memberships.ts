/**
 * The back office's memberships page (staff service, staff session, role `workCases`): the memberships
 * newest first or found by a search, each with its SEPA mandate, its debit schedule and the
 * withdrawals and cancellations that name it, so that staff can answer a member and match what
 * arrived without a clear reference.
 */
import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { endpoint } from './endpoint';
import { caseMessage, messageText } from './messages';
import { answer, anyText, body, message } from './rules';
import { messageLimits } from './vocabulary/messages';
import { staffMembershipLimits } from './vocabulary/staff-memberships';

const staffDebit = answer({
  sequence: number().strict().defined(),
  period_start: string().strict().defined(),
  period_end: string().strict().defined(),
  due_on: string().strict().defined(),
  amount_cents: number().strict().defined(),
  /** `scheduled`, `announced` (its pre-notification went out) or `cancelled`. */
  status: string().strict().defined(),
  announced_at: string().strict().nullable().defined(),
});

const staffMembershipDeclaration = answer({
  receipt_number: string().strict().defined(),
  /** `withdrawal` or `cancellation`. */
  kind: string().strict().defined(),
  /** `applied`, `to_review` or `unmatched` (names this mandate reference from another address). */
  state: string().strict().defined(),
  received_at: string().strict().defined(),
  ends_on: string().strict().nullable().defined(),
});

export const staffMembership = answer({
  mandate_reference: string().strict().defined(),
  plan: string().strict().defined(),
  tariff: string().strict().defined(),
  monthly_price_cents: number().strict().defined(),
  status: string().strict().defined(),
  customer_name: string().strict().defined(),
  email: string().strict().defined(),
  signed_at: string().strict().defined(),
  early_start: boolean().strict().defined(),
  starts_on: string().strict().defined(),
  minimum_term_ends_on: string().strict().nullable().defined(),
  ends_on: string().strict().nullable().defined(),
  mandate: answer({
    /** Who gave the mandate: the member, or another person whose account it is. */
    account_holder: string().strict().defined(),
    /** The holder's own typed signature when the holder is not the member; null when the member holds the account. */
    holder_typed_name: string().strict().nullable().defined(),
    /** Masked: the back office needs to recognise the account, not to read it out. */
    iban: string().strict().defined(),
    creditor_identifier: string().strict().defined(),
    text_version: string().strict().defined(),
  }),
  debits: array(staffDebit).strict().defined(),
  declarations: array(staffMembershipDeclaration).strict().defined(),
  /** The member's questions and the team's answers, oldest first (as in a case's conversation). */
  messages: array(caseMessage).strict().defined(),
  /** ISO 8601: since when the member's question waits for an answer; null when the team had the last word. */
  awaiting_answer_since: string().strict().nullable().defined(),
});

export type StaffMembership = InferType<typeof staffMembership>;

/** A membership whose member waits for the team's answer, as the inbox lists it (the questions themselves are on the memberships page). */
export const waitingMemberQuestion = answer({
  mandate_reference: string().strict().defined(),
  plan: string().strict().defined(),
  /** `active`, `cancelled`, `withdrawn` …: the team may answer a withdrawn membership's earlier question too. */
  status: string().strict().defined(),
  customer_name: string().strict().defined(),
  /** ISO 8601: the member's first message after the team's last answer. */
  waiting_since: string().strict().defined(),
});

export type WaitingMemberQuestion = InferType<typeof waitingMemberQuestion>;

/**
 * The newest memberships, or those whose mandate reference, e-mail address, member's or account
 * holder's name contains `q`; at most 50. `open_declarations` counts the withdrawals and cancellations
 * still waiting to be matched or checked (on the declarations page).
 */
/**
 * The team's answer to a member's question (plain text turned into paragraphs by the form; HTML is
 * sanitised as a case's). The member is told by e-mail that an answer waits (never what it says);
 * `notification` says whether that mail went out.
 */
export const answerMemberQuestion = endpoint({
  method: 'POST',
  path: '/api/staff/memberships/{reference}/messages',
  body: body({ message: body({ text: messageText(messageLimits.providerTextLength) }).nonNullable('invalid_type').defined('required') }).nonNullable('invalid_type'),
  answer: answer({ message: caseMessage, notification: string().strict().defined() }),
});

/** A document the member sent with a question, as an attachment. */
export const staffMembershipDocument = endpoint({ method: 'GET', path: '/api/staff/memberships/{reference}/documents/{document}', answer: mixed() });

export const staffMemberships = endpoint({
  method: 'GET',
  path: '/api/staff/memberships',
  query: object({ q: anyText().max(staffMembershipLimits.searchLength, message('too_long', { max: staffMembershipLimits.searchLength })) }).noUnknown('unknown_field').strict(),
  answer: answer({ memberships: array(staffMembership).strict().defined(), open_declarations: number().strict().defined() }),
});
