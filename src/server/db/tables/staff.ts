import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The provider's staff: caseworkers and admins of the back office. A table of their own, so a staff
 * account can never sign in as a customer nor the reverse. Password and TOTP secret are set when the
 * invitation is taken up (enrolment); until then both are null and the account cannot sign in.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised as customer addresses are (trimmed, lower-cased, IDNA). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** The language of the invitation mail and the links in it. */
    language: text('language').notNull(),
    /** argon2id PHC string, as for customers. */
    passwordHash: text('password_hash'),
    /** The TOTP secret (base32) the authenticator app holds. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    enrolledAt: moment('enrolled_at'),
    deactivatedAt: moment('deactivated_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('staff_members_email_unique').on(table.email),
    check('staff_members_role_check', sql`${table.role} in ('caseworker', 'admin')`),
    check('staff_members_language_check', sql`${table.language} in ('de', 'en')`),
  ],
);

/**
 * Invitations (enrolment links). Only the token's SHA-256 is stored; a link works until it expires or
 * is used, and a newer invitation of the same person replaces it. The TOTP secret offered on the
 * enrolment page is kept here until a code from it is confirmed.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    pendingTotpSecret: text('pending_totp_secret'),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('staff_invitations_token_hash_unique').on(table.tokenHash), index('staff_invitations_staff_index').on(table.staffId)],
);

/** Recovery codes: shown once at enrolment, stored as SHA-256, each good for one sign-in. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [uniqueIndex('staff_recovery_codes_staff_code_unique').on(table.staffId, table.codeHash)],
);

/** Signed-in staff sessions: the cookie's token is stored only as its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    /** Moves on with every request by the idle time, never past `endsAt`. */
    expiresAt: moment('expires_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('staff_sessions_token_hash_unique').on(table.tokenHash), index('staff_sessions_staff_index').on(table.staffId)],
);

/**
 * What staff did to cases and accounts: who, what, when, and the record before and after. Written in
 * the transaction of the action itself; a trigger refuses UPDATE, DELETE and TRUNCATE, so not even a
 * bug in the application can rewrite it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull(),
    /** The staff member who acted; null for the provider's command line (`actor` says so). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** Who acted, as shown in the log: the staff member's address then, or `cli`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('staff_audit_log_at_index').on(table.at, table.id), check('staff_audit_log_subject_check', sql`${table.subjectType} in ('staff', 'case', 'declaration', 'membership')`)],
);

export type StaffMember = typeof staffMembers.$inferSelect;
