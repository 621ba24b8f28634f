import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a deleted account leaves behind because the law says it must be kept: the record of each case
 * ordered online (the contract's mandate record and what the fee is reckoned from), as a snapshot
 * apart from every customer table. It holds no e-mail address and no link to an account, so nobody
 * signs in to it and nothing shows it to a customer; it is deleted after `retain_until`
 * (docs/accounts.md, "Deleting an account").
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the record is: `order` (a case ordered online). */
    kind: text('kind').notNull(),
    /** The case's reference number, by which the provider's books name it. */
    reference: text('reference').notNull(),
    /** The snapshot: the case's identification, the order's answers and its mandate record. */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    /** The last day the record must be kept; after it, it is deleted. */
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('retained_records_retain_until_idx').on(table.retainUntil)],
);

export type RetainedRecordRow = typeof retainedRecords.$inferSelect;
