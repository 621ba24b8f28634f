import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Customer accounts. The e-mail address is stored trimmed and lower-cased (it is the devise_token_auth
 * `uid`); the profile columns (phone, address) are filled by the provider: profile data is not
 * self-service, customers ask the provider to change it.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** argon2id PHC string (see passwords.ts); never the password itself. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The language the customer signed up in: e-mails and links follow it. */
    language: text('language').notNull(),
    phone: text('phone'),
    city: text('city'),
    district: text('district'),
    postalCode: text('postal_code'),
    streetName: text('street_name'),
    houseNumber: text('house_number'),
    confirmedAt: moment('confirmed_at'),
    /** SHA-256 of the newest confirmation link's token; kept after confirming, so a second visit is recognised. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: moment('confirmation_sent_at'),
    /**
     * When the customer asked to delete the account once its running cases are closed and its
     * memberships have ended; null while no deletion waits. The daily housekeeping deletes it then.
     */
    deletionRequestedAt: moment('deletion_requested_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_confirmation_token_hash_unique').on(table.confirmationTokenHash),
    check('users_language_check', sql`${table.language} in ('de', 'en')`),
  ],
);

/**
 * Signed-in sessions, one per client (browser or app) as in devise_token_auth: the client id is public,
 * the access token is stored only as its SHA-256.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('account_sessions_user_client_unique').on(table.userId, table.clientId),
    index('account_sessions_expires_at_index').on(table.expiresAt),
  ],
);

/**
 * Pending password resets: the credentials of a reset link (uid, client_id, access-token). They only
 * allow setting a new password, once, before they expire; they are not sessions.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The case whose address this link proves when used: the "set your password" link in the mail of an
     * order that made the account (the case's address was not proven; the link reached its mailbox).
     */
    provesCaseId: integer('proves_case_id').references(() => cases.id, { onDelete: 'set null' }),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('password_resets_user_client_unique').on(table.userId, table.clientId),
    index('password_resets_expires_at_index').on(table.expiresAt),
  ],
);

export type User = typeof users.$inferSelect;
