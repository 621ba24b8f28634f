import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { mandateRecordColumns } from './mandate-record';

/**
 * A membership taken out online (tenant protection, the employment protection plan), paid monthly by
 * SEPA direct debit. It keeps the terms as they were agreed (price, initial term, notice, pre-notice),
 * so a later price list does not change a running contract, and the mandate record that proves it:
 * the contract text version, the typed name, when, from which IP address and browser, the early-start
 * request and the SEPA mandate (creditor identifier, mandate reference, account holder and, when the
 * holder is not the member, the holder's own typed signature, IBAN).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The SEPA mandate reference, upper case (src/domain/sepa/mandate-reference.ts); also names the membership to the customer. */
    mandateReference: text('mandate_reference').notNull().unique(),
    /** SHA-256 (hex) of the e-mail address and the client's idempotency key: a repeated request finds its membership. */
    idempotencyHash: text('idempotency_hash').notNull().unique(),
    /** SHA-256 (hex) of the request's content: the same key with another order is refused. */
    requestHash: text('request_hash').notNull(),
    plan: text('plan').notNull(),
    tariffId: text('tariff_id').notNull(),
    tariffTitle: jsonb('tariff_title').$type<{ de: string; en: string }>().notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    minimumTermMonths: integer('minimum_term_months').notNull(),
    noticePeriodMonths: integer('notice_period_months').notNull(),
    preNotificationDays: integer('pre_notification_days').notNull(),
    /** `pending` (the address not proven yet, not started), `active`, `cancelled` (still running until `ends_on`) or `withdrawn`. */
    status: text('status').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Null for a plan without an initial term. */
    minimumTermEndsOn: date('minimum_term_ends_on', { mode: 'string' }),
    /** The customer's e-mail, normalised. */
    email: text('email').notNull(),
    customerName: text('customer_name').notNull(),
    language: text('language').notNull(),
    /** Who gives the SEPA mandate: the member, or another person whose account it is. */
    accountHolder: text('account_holder').notNull(),
    /**
     * The account holder's full name typed as the mandate's signature when the account is not the
     * member's; null when the member holds the account and the typed name (`typedName`) signs both.
     */
    holderTypedName: text('holder_typed_name'),
    /** Electronic form, e.g. DE89370400440532013000. */
    iban: text('iban').notNull(),
    creditorIdentifier: text('creditor_identifier').notNull(),
    ...mandateRecordColumns(),
    /** The cancellation: when it was received, ordinary or extraordinary, the reason given, the last day. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationKind: text('cancellation_kind'),
    cancellationReason: text('cancellation_reason'),
    endsOn: date('ends_on', { mode: 'string' }),
    /**
     * When the account of this address was deleted. The membership runs on as a contract, but from then
     * on its data reach no account: a later account with the address may be somebody else's.
     */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    /**
     * When the owner of `email` proved it is theirs (src/server/address-proofs): the link in the
     * confirmation mail, or the account with the address signed in when taking it out. Until then the
     * membership is `pending`: it has not started, no debit is scheduled and no account shows it.
     */
    emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
    /** SHA-256 (hex) of the token in the confirmation mail's link that proves the address; null when none was sent. */
    emailProofHash: text('email_proof_hash').unique(),
  },
  (table) => [index('memberships_email_idx').on(table.email)],
);

export type MembershipRow = typeof memberships.$inferSelect;

export const debitStatuses = ['scheduled', 'announced', 'cancelled'] as const;
export type DebitStatus = (typeof debitStatuses)[number];

/**
 * A membership's direct debits, one per month it pays for (src/domain/sepa/debit-schedule.ts):
 * written when the membership is taken out for its initial term and extended by the daily
 * housekeeping while it runs on. `scheduled` until its pre-notification went out (`announced`, with
 * the due day the notice named), `cancelled` when the membership ended before the month began.
 * The bank's collection file is made from this schedule outside the portal.
 */
export const membershipDebits = pgTable(
  'membership_debits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** 0 for the membership's first month. */
    sequence: integer('sequence').notNull(),
    /** The days the debit pays for. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<DebitStatus>().notNull(),
    /** An instance is sending the pre-notification since then; another takes over only after a while. */
    noticeClaimedAt: timestamp('notice_claimed_at', { withTimezone: true }),
    /** When the pre-notification went out. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('membership_debits_month_unique').on(table.membershipId, table.sequence),
    index('membership_debits_due_idx').on(table.status, table.dueOn),
    check('membership_debits_status_check', sql`${table.status} in ('scheduled', 'announced', 'cancelled')`),
  ],
);

export type MembershipDebitRow = typeof membershipDebits.$inferSelect;
