/**
 * Upload drafts: where files wait for an order (or a message) to take them. The funnel asks for a
 * draft before its first upload; only the token's SHA-256 is stored. A draft lives for a fixed time
 * from its creation, however often something is uploaded to it. Only known drafts take uploads, so
 * the limits per draft cannot be escaped by making up tokens.
 */
import { and, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { documents, type UploadDraftRow, uploadDrafts } from '../../db/tables/documents';
import { draftTokenHash, newDraftToken } from '../draft-token';

/** Stores a new draft that lasts `lifetimeSeconds` from `at`; answers its token. */
export async function insertDraft(executor: DatabaseExecutor, at: Date, lifetimeSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newDraftToken();
  const expiresAt = new Date(at.getTime() + lifetimeSeconds * 1000);
  await executor.insert(uploadDrafts).values({ tokenHash: draftTokenHash(token), createdAt: at, expiresAt });
  return { token, expiresAt };
}

/** The draft of a token while it lasts, locked for the caller's transaction with `forUpdate`. */
export async function liveDraft(executor: DatabaseExecutor, token: string, at: Date, { forUpdate = false } = {}): Promise<UploadDraftRow | undefined> {
  const query = executor
    .select()
    .from(uploadDrafts)
    .where(and(eq(uploadDrafts.tokenHash, draftTokenHash(token)), gt(uploadDrafts.expiresAt, at)));
  const [draft] = forUpdate ? await query.for('update') : await query;
  return draft;
}

/** How many files and bytes a draft holds. */
export async function draftHoldings(executor: DatabaseExecutor, tokenHash: string): Promise<{ count: number; bytes: number }> {
  const [held] = await executor
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)::bigint` })
    .from(documents)
    .where(eq(documents.draftTokenHash, tokenHash));
  return { count: Number(held.count), bytes: Number(held.bytes) };
}

/** Bytes held by drafts not yet ordered, expired ones the sweep has not reached included (they still fill the disk). */
export async function unorderedBytes(executor: DatabaseExecutor): Promise<number> {
  const [held] = await executor.select({ bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)::bigint` }).from(documents).where(isNotNull(documents.draftTokenHash));
  return Number(held.bytes);
}

/** When the first draft that holds files expires; undefined when none holds any. */
export async function firstExpiryOfDraftsWithFiles(executor: DatabaseExecutor): Promise<Date | undefined> {
  const [first] = await executor.select({ expiresAt: min(uploadDrafts.expiresAt) }).from(uploadDrafts).innerJoin(documents, eq(documents.draftTokenHash, uploadDrafts.tokenHash));
  return first?.expiresAt ? new Date(first.expiresAt) : undefined;
}

/** Deletes a draft whose files an order or a message has just taken (inside the caller's transaction). */
export async function closeDraft(executor: DatabaseExecutor, token: string): Promise<void> {
  await executor.delete(uploadDrafts).where(eq(uploadDrafts.tokenHash, draftTokenHash(token)));
}
