import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { memberships } from './memberships';

/** PostgreSQL's bytea. The content store writes and reads it as base64 (content-store.ts explains why). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Upload drafts: the funnel (or a message with files) asks for one before its first upload. A draft
 * lives for a fixed time from its creation, however often something is uploaded to it; an order or a
 * message takes the draft's documents and deletes the draft. Only known drafts take uploads, so the
 * limits per draft (upload-quotas.ts) cannot be escaped by making up tokens.
 */
export const uploadDrafts = pgTable(
  'upload_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the token only the customer's browser holds. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Creation plus the draft lifetime: its uploads are deleted then unless an order took them. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('upload_drafts_expires_idx').on(table.expiresAt)],
);

export type UploadDraftRow = typeof uploadDrafts.$inferSelect;

/**
 * Documents customers upload (contract, dismissal letter, account statements). A document belongs to
 * a case, to a membership (sent with a member's question), or, while the funnel has not ordered yet
 * or the message is not sent yet, to an upload draft: the hash of a random token
 * only the customer's browser holds, with an expiry after which the upload is deleted. Ordering moves
 * the draft's documents to the new case in the same transaction.
 *
 * The bytes live apart (document_contents) so that lists never load them and another store (S3) can
 * take their place; `storage` says where a document's bytes are.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id in download links: 128 random bits, base64url. */
    publicId: text('public_id').notNull().unique(),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the upload draft's token; null once the document belongs to a case. */
    draftTokenHash: text('draft_token_hash').references(() => uploadDrafts.tokenHash, { onDelete: 'cascade' }),
    /** When an unordered upload is deleted; null once it belongs to a case. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What the document is, in the funnel's words, e.g. `rental-contract` (a slug). */
    category: text('category').notNull(),
    /** The uploader's file name, sanitised (file-name.ts). */
    fileName: text('file_name').notNull(),
    /** Detected from the content: application/pdf, image/jpeg or image/png. */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 (hex) of the content: integrity, and the same file uploaded twice is stored once. */
    sha256: text('sha256').notNull(),
    /** Where the bytes are: `postgres` (document_contents) or, when configured, `s3`. */
    storage: text('storage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The two unique indexes also serve the look-ups by case and by draft.
    index('documents_expires_idx').on(table.expiresAt),
    uniqueIndex('documents_case_content_idx').on(table.caseId, table.sha256).where(sql`${table.caseId} is not null`),
    uniqueIndex('documents_membership_content_idx').on(table.membershipId, table.sha256).where(sql`${table.membershipId} is not null`),
    uniqueIndex('documents_draft_content_idx').on(table.draftTokenHash, table.sha256).where(sql`${table.draftTokenHash} is not null`),
    check(
      'documents_owner_check',
      sql`((${table.caseId} is not null) <> (${table.membershipId} is not null) and ${table.draftTokenHash} is null and ${table.expiresAt} is null) or (${table.caseId} is null and ${table.membershipId} is null and ${table.draftTokenHash} is not null and ${table.expiresAt} is not null)`,
    ),
  ],
);

export const documentContents = pgTable('document_contents', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

export type DocumentRow = typeof documents.$inferSelect;

/** A document as it is shown and listed; `id` is the public id in download links. */
export interface StoredDocument {
  id: string;
  category: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
  /** When an upload that was never ordered is deleted; null for a case's documents. */
  expiresAt: Date | null;
}
