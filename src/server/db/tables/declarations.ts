import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Compensation } from '@/domain/withdrawal/withdrawal';
import { cases } from './cases';
import { memberships } from './memberships';

/**
 * A consumer's declaration about a contract, received without signing in: a withdrawal (§ 356a BGB,
 * the withdrawal function) or the cancellation of a membership (§ 312k BGB, "Verträge hier
 * kündigen"). It is kept exactly as received, whether or not it names a contract we can find: a legal
 * declaration is never swallowed. When it names a contract by its reference and the contract's e-mail
 * address it takes effect at once (`applied`); otherwise staff match it by hand (`unmatched`), or
 * check it (`to_review`: found, but outside the withdrawal period or on a closed case).
 */
export const contractDeclarations = pgTable(
  'contract_declarations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the receipt names, e.g. E-2026-7Q4M-X9P2. */
    receiptNumber: text('receipt_number').notNull().unique(),
    /** `withdrawal` or `cancellation`. */
    kind: text('kind').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    /** The declaration as received, word for word. */
    name: text('name').notNull(),
    contractReference: text('contract_reference').notNull(),
    email: text('email').notNull(),
    /** A cancellation's kind (`ordinary`, `extraordinary`) and reason. */
    cancellationKind: text('cancellation_kind'),
    cancellationReason: text('cancellation_reason'),
    /** The day the customer wants the contract to end; null: as early as possible. */
    requestedEnd: date('requested_end', { mode: 'string' }),
    /** `applied`, `to_review`, `unmatched`, or `closed` (staff found no contract to match). */
    state: text('state').notNull(),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    /** A withdrawal's compensation for an early start, as stated in the receipt (§ 357a Abs. 2 BGB). */
    compensation: jsonb('compensation').$type<Compensation>(),
    /** The contract's last day as the declaration ends it. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** When and by whom it took effect: `automatic`, or the staff member's e-mail address. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: text('applied_by'),
    /** When the receipt mail went out; null while it has not (it is retried by staff). */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    /** SHA-256 (hex) of the e-mail address and the form's idempotency key: a double submit is one declaration. */
    idempotencyHash: text('idempotency_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (table) => [
    index('contract_declarations_received_idx').on(table.receivedAt.desc(), table.id.desc()),
    index('contract_declarations_case_idx').on(table.caseId),
    index('contract_declarations_membership_idx').on(table.membershipId),
  ],
);

export type ContractDeclarationRow = typeof contractDeclarations.$inferSelect;
export type NewContractDeclaration = typeof contractDeclarations.$inferInsert;
