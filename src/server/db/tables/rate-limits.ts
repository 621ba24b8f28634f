import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits and sign-in lockouts. Kept in the database so that every app
 * instance sees the same counts.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** What is counted, e.g. `sign_in:ip:203.0.113.7` or `sign_in_failures:account:<user id>`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
