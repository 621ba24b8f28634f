import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * Customers' ratings of their closed cases: one per case, written by the signed-in owner, published
 * only once the back office approves it. The review goes with its case (and so with a deleted account).
 */
export const caseReviews = pgTable(
  'case_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .unique()
      .references(() => cases.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    /** The customer's words, plain text; null when they only gave stars. */
    text: text('text'),
    /** As the widget names the author: first name and the initial of the last name, fixed when rating. */
    authorName: text('author_name').notNull(),
    /** The language the customer rated in: the widget shows each language's texts on its own pages. */
    language: text('language').notNull(),
    /** `pending` until the back office decides, then `published` or `rejected`. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('case_reviews_status_idx').on(table.status, table.decidedAt),
    check('case_reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check('case_reviews_status_check', sql`${table.status} in ('pending', 'published', 'rejected')`),
  ],
);

export type CaseReviewRow = typeof caseReviews.$inferSelect;
