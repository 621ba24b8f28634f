import type { MessageAuthor } from '@/contracts/vocabulary/messages';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { documents, type StoredDocument } from './documents';
import { memberships } from './memberships';

/**
 * The conversations of cases and of memberships: messages of the customer (the member) and of the
 * provider's team. A message belongs to exactly one case or one membership and goes with it (ON DELETE
 * CASCADE), so deleting a case or an account's cases leaves none behind.
 * `text` is stored as it was written: the customer's is plain text (escaped when shown), the
 * provider's may hold HTML, sanitised whenever it leaves the backend, as history entries are.
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id in answers: 128 random bits, base64url. */
    publicId: text('public_id').notNull().unique(),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    /** A member's question about a membership and the team's answers: a conversation like a case's. */
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    /** `customer` or `provider`. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A provider's message: when the customer first opened the conversation after it came; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('case_messages_case_idx').on(table.caseId, table.createdAt, table.id),
    index('case_messages_membership_idx').on(table.membershipId, table.createdAt, table.id).where(sql`${table.membershipId} is not null`),
    check('case_messages_author_check', sql`${table.author} in ('customer', 'provider')`),
    check('case_messages_thread_check', sql`(${table.caseId} is null) <> (${table.membershipId} is null)`),
  ],
);

/** The documents sent with a message; they are the case's (or the membership's) documents, listed and downloaded with them. */
export const caseMessageDocuments = pgTable(
  'case_message_documents',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => caseMessages.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.documentId] }), index('case_message_documents_document_idx').on(table.documentId)],
);

export type CaseMessageRow = typeof caseMessages.$inferSelect;

/** A message as the store answers it, with the documents sent along. */
export interface StoredMessage {
  id: string;
  author: MessageAuthor;
  /** As written: the customer's plain text, or the provider's HTML (sanitise it before showing). */
  text: string;
  createdAt: Date;
  /** A provider's message: when the customer opened the conversation after it came; null while unread. */
  readAt: Date | null;
  /** Oldest first. */
  documents: StoredDocument[];
}
