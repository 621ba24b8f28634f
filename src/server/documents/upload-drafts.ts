/**
 * Upload drafts: where files wait for an order (or a message) to take them. The funnel asks for a
 * draft before its first upload; only the token's SHA-256 is stored. A draft lives for a fixed time
 * from its creation, however often something is uploaded to it, and holds at most
 * `DOCUMENT_MAX_COUNT` files and `DRAFT_MAX_BYTES` together. Only known drafts take uploads, so
 * these bounds cannot be escaped by making up tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DocumentLimits } from '../commissioning/settings';
import type { DatabaseExecutor } from '../db/client';
import { DocumentRefusal } from './document-check';
import { documents, type UploadDraftRow, uploadDrafts } from './schema';

/**
 * A new upload draft's token: 256 random bits, base64url. The funnel keeps it in the browser and
 * sends it with each upload and with the order; only its SHA-256 is stored, so a database leak gives
 * nobody another customer's uploads.
 */
export const newDraftToken = (): string => randomBytes(32).toString('base64url');

export const isDraftTokenFormat = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export const draftTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** Refuses a file that would take a draft beyond its count or its bytes (DocumentRefusal `too_many`, `draft_full`). */
export function assertDraftRoom(held: { count: number; bytes: number }, bytes: number, limits: DocumentLimits): void {
  if (held.count >= limits.maxCount) throw new DocumentRefusal('too_many', { max: limits.maxCount });
  if (held.bytes + bytes > limits.draftMaxBytes) throw new DocumentRefusal('draft_full', { max: limits.draftMaxBytes });
}

/** Deletes a draft whose files an order or a message has just taken (inside the caller's transaction). */
export async function closeDraft(executor: DatabaseExecutor, token: string): Promise<void> {
  await executor.delete(uploadDrafts).where(eq(uploadDrafts.tokenHash, draftTokenHash(token)));
}
