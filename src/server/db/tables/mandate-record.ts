import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mandate record (src/server/commissioning/mandate-record.ts): the contract text version agreed
 * to, the full name typed as signature, when, from which IP address and browser, and whether the
 * customer asked us to start before the withdrawal period ends. These are its columns, for each table
 * that keeps one (a new set per table, as drizzle needs).
 */
export const mandateRecordColumns = () => ({
  textVersion: text('text_version').notNull(),
  typedName: text('typed_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  earlyStart: boolean('early_start').notNull(),
});
