/**
 * The membership service: taking out a membership paid by SEPA direct debit, and cancelling one
 * online (§ 312k BGB) without an account. The plans it is taken out on are in membership-plans.ts.
 */
import { array, boolean, type InferType, mixed, number, string } from 'yup';
import { languages } from '@/basics/language';
import { cancellationKinds } from '@/domain/pricing/membership-term';
import { membershipPlanNames } from '@/domain/pricing/membership-plans';
import { isCalendarDate } from '@/basics/calendar';
import { CONTRACT_REFERENCE_MAX_LENGTH } from './declarations';
import { endpoint } from './endpoint';
import { caseMessage, conversation, customerMessageBody } from './messages';
import { anyText, answer, body, calendarDay, emailAddress, flag, idempotencyKey, message, mustAccept, oneOf, personName, sepaIban, signedByTheCustomer, signedByTheHolder, text } from './rules';

export const membershipOrderBody = body({
  plan: oneOf(membershipPlanNames, 'invalid_choice').required('required'),
  /** A tariff id of the plan (checked against the price list in force). */
  tariff: text(32),
  /** Chosen by the form once per order: the same key with the same e-mail address answers the membership the first request took out. */
  idempotency_key: idempotencyKey(),
  language: oneOf(languages, 'unsupported_language').required('required'),
  customer: body({ email: emailAddress(), name: personName() }).required('required'),
  /**
   * The holder of the account the monthly price is debited from, who gives the SEPA mandate: the
   * customer's own name for the customer's own account (for a joint account, the customer's name), or
   * the other person's, who then signs the mandate (`consent.holder_typed_name`).
   */
  account_holder: personName(),
  iban: sepaIban(),
  consent: body({
    text_version: text(40),
    /** The full name typed as signature; must be the customer's name. */
    typed_name: personName(),
    /** The express request that the membership start before the withdrawal period ends. */
    early_start: flag().required('required'),
    terms_accepted: mustAccept(),
    privacy_accepted: mustAccept(),
    /** The SEPA direct-debit mandate, given by the account holder. */
    sepa_mandate_accepted: mustAccept(),
    /**
     * The account holder's full name typed as the mandate's signature, when the account is not the
     * customer's: required then, and it must be `account_holder`. Left out for the customer's own account.
     */
    holder_typed_name: personName().optional(),
  }).required('required'),
})
  .test('signed', signedByTheCustomer)
  .test('holder', signedByTheHolder);

export type MembershipOrderRequest = InferType<typeof membershipOrderBody>;

const membership = answer({
  /** The SEPA mandate reference, which also names the membership when it is cancelled. */
  mandate_reference: string().strict().defined(),
  plan: string().strict().defined(),
  tariff: string().strict().defined(),
  monthly_price_cents: number().strict().defined(),
  /** `pending` (not started until the e-mail address is proven), `active`, `cancelled` (running until `ends_on`) or `withdrawn`. */
  status: string().strict().defined(),
  /** YYYY-MM-DD */
  starts_on: string().strict().defined(),
  /** YYYY-MM-DD; null for a plan without an initial term. */
  minimum_term_ends_on: string().strict().nullable().defined(),
});

export type TakenOutMembership = InferType<typeof membership>;

/**
 * Takes out a membership: 201 with it, or 200 with the one a request with the same idempotency key
 * and e-mail address took out before. 422 lists every wrong field (a plan or tariff that does not
 * exist, an IBAN, a name that does not match); 503 `memberships_unavailable` while no SEPA creditor
 * is configured. Nothing is stored on a refusal.
 */
export const takeOutMembership = endpoint({
  method: 'POST',
  path: '/api/memberships',
  body: membershipOrderBody,
  answer: answer({ membership, created: boolean().strict().defined() }),
});

export const membershipCancellationBody = body({
  /** Who cancels, the address the membership was taken out with, and where the receipt goes. */
  name: personName(),
  email: emailAddress(),
  /** The mandate reference names the membership; anything else the customer types is recorded as well. */
  mandate_reference: text(CONTRACT_REFERENCE_MAX_LENGTH),
  kind: oneOf(cancellationKinds, 'invalid_choice').required('required'),
  /** The important reason of an extraordinary cancellation (§ 314 BGB); not needed for an ordinary one. */
  reason: anyText().max(2000, message('too_long', { max: 2000 })).optional(),
  /**
   * YYYY-MM-DD: the day the customer wants the membership to end (§ 312k Abs. 2 Satz 2 Nr. 4 BGB); left
   * out, it ends as early as the contract allows. A day earlier than that is moved to it, and the
   * receipt says so. Not before today (in Germany, from the validation context).
   */
  requested_end: calendarDay()
    .optional()
    .test('not_past', function notPast(value) {
      const today: unknown = this.options.context?.today;
      if (!value || !isCalendarDate(value) || typeof today !== 'string' || value >= today) return true;
      return this.createError({ message: message('too_early', { min: today }) });
    }),
  language: oneOf(languages, 'unsupported_language').required('required'),
  idempotency_key: idempotencyKey(),
}).test('reason', function reasonGiven(value) {
  if (value?.kind !== 'extraordinary' || (typeof value.reason === 'string' && value.reason.trim())) return true;
  return this.createError({ path: 'reason', message: 'required' });
});

export type MembershipCancellationRequest = InferType<typeof membershipCancellationBody>;

/**
 * Cancels a membership (§ 312k BGB, no account needed). 201 with the receipt: when the cancellation was
 * received, its receipt number, and, when the e-mail address and mandate reference name a membership,
 * its plan and last day; 200 with the first receipt for a repeated request. A cancellation that names no
 * membership of that address is recorded and receipted all the same (never a 404): staff match it by
 * hand and confirm the last day then.
 */
export const cancelMembership = endpoint({
  method: 'POST',
  path: '/api/memberships/cancellations',
  body: membershipCancellationBody,
  answer: answer({
    cancellation: answer({
      receipt_number: string().strict().defined(),
      /** ISO 8601: when the cancellation was received. */
      received_at: string().strict().defined(),
      kind: string().strict().defined(),
      /** YYYY-MM-DD as asked, or null: as early as possible. */
      requested_end: string().strict().nullable().defined(),
      /** The plan and the membership's last day (YYYY-MM-DD); null while it is not matched to a membership. */
      plan: string().strict().nullable().defined(),
      ends_on: string().strict().nullable().defined(),
      /** The membership was already cancelled or withdrawn; this cancellation changed nothing. */
      already_ended: boolean().strict().defined(),
      /**
       * YYYY-MM-DD: the withdrawal period's last day when the cancelled membership may still be
       * withdrawn from instead (which ends it at once); null otherwise.
       */
      withdrawal_until: string().strict().nullable().defined(),
    }),
    /** False for a repeated request (the first one's receipt). */
    created: boolean().strict().defined(),
  }),
});

const ownDebit = answer({
  /** YYYY-MM-DD: the day the debit is collected (the next TARGET day when the first day of its month is none). */
  due_on: string().strict().defined(),
  amount_cents: number().strict().defined(),
  /** YYYY-MM-DD: the first and last day the debit pays for. */
  period_start: string().strict().defined(),
  period_end: string().strict().defined(),
  /** Its pre-notification has gone out (by e-mail, the agreed number of days before). */
  announced: boolean().strict().defined(),
});

/** A membership as its holder sees it: what was taken out, plus how it runs on. */
const ownMembership = membership.shape({
  /** YYYY-MM-DD: the last day once cancelled or withdrawn; null while it runs on. */
  ends_on: string().strict().nullable().defined(),
  notice_period_months: number().strict().defined(),
  pre_notification_days: number().strict().defined(),
  /** The next debit not yet collected; null when none follows. */
  next_debit: ownDebit.nullable().defined(),
  /** YYYY-MM-DD: the withdrawal period's last day while it is still open; null otherwise. */
  withdrawal_until: string().strict().nullable().defined(),
  /** The member's questions: how many messages the conversation holds, and the team's answers not opened yet. */
  questions: answer({ messages: number().strict().defined(), unread: number().strict().defined() }),
});

export type OwnMembership = InferType<typeof ownMembership>;

/**
 * The signed-in customer's memberships (taken out with the account's confirmed e-mail address), newest
 * first; none while the address is unconfirmed.
 */
export const ownMemberships = endpoint({
  method: 'GET',
  path: '/api/v1/me/memberships',
  answer: answer({ memberships: array(ownMembership).strict().defined() }),
});

/**
 * A membership's conversation with the team: the member asks with documents, the team answers, as in a
 * case's conversation (contracts/messages.ts, the same messages and the same upload drafts for the
 * files). Only the signed-in member reaches it, for a membership the dashboard lists
 * (`/api/v1/me/memberships/{reference}/…`, `reference` the mandate reference); any other is 404
 * `membership_not_found`, as if it did not exist.
 */
export const membershipConversationPath = '/api/v1/me/memberships/{reference}';

/**
 * The conversation, and whether it takes a new question: not once the membership is withdrawn (its
 * earlier messages stay readable; a new one is refused 409 `membership_withdrawn`).
 */
export const listMembershipMessages = endpoint({
  method: 'GET',
  path: `${membershipConversationPath}/messages`,
  answer: conversation.shape({ accepts_questions: boolean().strict().defined() }),
});

/**
 * Sends the member's question or reply, with the documents of an upload draft; the team is told by
 * e-mail. A withdrawn membership refuses it with 409 `membership_withdrawn` and stores nothing.
 */
export const sendMembershipMessage = endpoint({
  method: 'POST',
  path: `${membershipConversationPath}/messages`,
  body: customerMessageBody(),
  answer: answer({ message: caseMessage }),
});

/** The member has opened the conversation: the team's answers so far count as read. */
export const markMembershipMessagesRead = endpoint({
  method: 'POST',
  path: `${membershipConversationPath}/messages/read`,
  answer: answer({ read: number().strict().defined() }),
});

/** A document sent in the conversation, as an attachment. */
export const downloadMembershipDocument = endpoint({ method: 'GET', path: `${membershipConversationPath}/documents/{document}`, answer: mixed() });
