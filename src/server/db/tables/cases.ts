import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

/**
 * A customer's case (a "request" in the account API). Product and status are stored as their identifiers
 * (src/server/cases/products.ts, statuses.ts); titles and descriptions are looked up in the reader's
 * language when a case is shown.
 */
export const cases = pgTable(
  'cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The unguessable id in the status page's link (identifiers.ts). */
    publicId: text('public_id').notNull().unique(),
    /** Human-readable and unique, e.g. 2026-7Q4M-X9P2 (reference-number.ts). */
    referenceNumber: text('reference_number').notNull().unique(),
    /** The customer's e-mail, normalised; accounts with exactly this address see the case. */
    email: text('email').notNull(),
    /** The language the customer is written to in (de | en). */
    language: text('language').notNull(),
    productName: text('product_name').notNull(),
    status: text('status').notNull(),
    /** The provider's own words on the current status; null shows the status's standard description. */
    statusDescription: text('status_description'),
    /** The language the provider wrote `statusDescription` in (de | en); null while there is none. */
    statusDescriptionLanguage: text('status_description_language'),
    /** Where the customer's replies go; null means the brand's info mailbox. */
    replyEmail: text('reply_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * The last day of the case's legal deadline (a dismissal's claim deadline), stored when it becomes
     * known (the order), so the back office's inbox can sort thousands of cases by it in SQL. The days
     * left are always counted from today when a case is shown.
     */
    deadlineDay: date('deadline_day', { mode: 'string' }),
    /** The staff member who works the case; null while nobody has taken it. */
    assignedStaffId: integer('assigned_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /**
     * When the claim was first filed in court (the case's status first became `court`), e.g. a
     * dismissal's action (§ 4 KSchG). Null: nothing filed, so a deadline near its end needs the team.
     */
    claimFiledAt: timestamp('claim_filed_at', { withTimezone: true }),
    /**
     * When the owner of `email` proved it is theirs (address-proofs): a link in a mail to it, or an
     * account with it signed in when ordering; the provider's own cases at their opening. Until then
     * no account shows the case, and its status link shows only what was ordered.
     */
    emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
    /** SHA-256 (hex) of the token in the last link that proves the address; null when none was sent. */
    emailProofHash: text('email_proof_hash').unique(),
  },
  (table) => [
    index('cases_email_idx').on(table.email),
    // The inbox's order: new cases first, then the open cases' next deadline, then the newest.
    index('cases_inbox_idx').on(
      sql`(${table.status} <> 'received')`,
      sql`(case when ${table.status} in ('successful', 'unsuccessful', 'withdrawn') then null else ${table.deadlineDay} end)`,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('cases_assigned_staff_idx').on(table.assignedStaffId),
    // The deadline alarm: open cases with a deadline and nothing filed, by their deadline.
    index('cases_deadline_alert_idx').on(table.deadlineDay).where(sql`${table.deadlineDay} is not null and ${table.claimFiledAt} is null`),
  ],
);

/**
 * The days whose digest of deadlines needing the team went out: every instance runs the daily
 * housekeeping, and the first to claim a day sends that day's digest (the primary key decides).
 */
export const deadlineDigests = pgTable('deadline_digests', {
  /** The day in Germany. */
  day: date('day', { mode: 'string' }).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  /** How many cases it named. */
  cases: integer('cases').notNull(),
});

/**
 * The dated entries of a case's history. `description` is stored exactly as the provider wrote it and
 * sanitised every time it leaves the backend (safe-html.ts), so a stricter policy also covers old entries.
 */
export const caseHistoryEntries = pgTable(
  'case_history_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The calendar day the entry is about (in Germany); entries of one day keep their order of entry. */
    date: date('date', { mode: 'string' }).notNull(),
    short: text('short').notNull(),
    description: text('description').notNull(),
    /**
     * The language the entry is written in (de | en): the case's when it was written, unless the
     * writer named another. A page in the other language marks the text as this language.
     */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('case_history_entries_case_idx').on(table.caseId, table.date, table.id)],
);

export type CaseRow = typeof cases.$inferSelect;
export type CaseHistoryRow = typeof caseHistoryEntries.$inferSelect;

export interface CaseWithHistory {
  case: CaseRow;
  /** Newest first. */
  history: CaseHistoryRow[];
}
