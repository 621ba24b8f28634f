import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { now } from '../../clock';
import { type DocumentLimits, documentLimits } from '../../documents/settings';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { activeContentStore, contentStoreNamed } from './content-store';
import { assertDraftRoom, checkDocument, type UploadedFile } from '../document-check';
import { type DocumentRow, documents, type StoredDocument, uploadDrafts } from '../../db/tables/documents';
import { draftTokenHash, draftTokenPath, isDraftTokenFormat } from '../draft-token';
import { DomainError } from '../../domain-error';
import { closeDraft, draftHoldings, liveDraft } from './upload-drafts';

/**
 * Storing, listing, reading and deleting customers' documents, and moving a funnel's uploads to the
 * case its order creates. Whoever holds a case (the customer signed in, the back office) or an upload
 * draft's token may act on its documents; the HTTP layer decides who that is.
 */
export type DocumentOwner = DocumentHolder | { draftToken: string };

/** What keeps documents for good: a case, or a membership (the files sent with a member's questions). */
export type DocumentHolder = { caseId: number } | { membershipId: number };

const heldBy = (holder: DocumentHolder) => ('caseId' in holder ? eq(documents.caseId, holder.caseId) : eq(documents.membershipId, holder.membershipId));

const holderLockKey = (holder: DocumentHolder) => ('caseId' in holder ? `documents:case:${holder.caseId}` : `documents:membership:${holder.membershipId}`);

const draftExpired = () => DomainError.of('draft_expired', draftTokenPath);


const categoryPattern = /^[a-z][a-z0-9-]{0,63}$/;

function ownedBy(owner: DocumentOwner, at: Date) {
  if (!('draftToken' in owner)) return heldBy(owner);
  if (!isDraftTokenFormat(owner.draftToken)) throw draftExpired();
  // An expired upload is gone for the customer at once, whenever the sweep deletes it.
  return and(eq(documents.draftTokenHash, draftTokenHash(owner.draftToken)), gt(documents.expiresAt, at));
}

const present = (row: DocumentRow): StoredDocument => ({
  id: row.publicId,
  category: row.category,
  fileName: row.fileName,
  mediaType: row.mediaType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

export interface Upload extends UploadedFile {
  /** What the document is, in the funnel's words: a slug such as `rental-contract`. */
  category: string;
}

/**
 * Checks and stores an upload. The same content uploaded again for the same owner (a retried
 * request, a double click) answers the stored document with `created: false` instead of a copy. A
 * draft must exist and last (else `draft_expired`); an upload does not extend its lifetime.
 * Refuses (DomainError) an empty, too large, unsupported or misnamed file, one beyond the draft's
 * count or bytes or the case's count, and an invalid category.
 */
export async function storeDocument(
  owner: DocumentOwner,
  upload: Upload,
  {
    limits = documentLimits(),
    at = now(),
    alongside,
  }: {
    limits?: DocumentLimits;
    at?: Date;
    /** Work stored in the same transaction as a new document (a staff upload's audit entry). */
    alongside?: (tx: DatabaseExecutor, document: StoredDocument) => Promise<void>;
  } = {},
): Promise<{ document: StoredDocument; created: boolean }> {
  if (!categoryPattern.test(upload.category)) throw DomainError.of('invalid_category', 'category');
  if ('draftToken' in owner && !isDraftTokenFormat(owner.draftToken)) throw draftExpired();
  const checked = await checkDocument(upload, limits.maxBytes);
  const store = activeContentStore();
  const db = await getDatabase();
  const result = await db.transaction(async (tx) => {
    // One writer per owner at a time, so two parallel uploads cannot both pass the limits.
    const draft = 'draftToken' in owner ? await liveDraft(tx, owner.draftToken, at, { forUpdate: true }) : undefined;
    if ('draftToken' in owner && !draft) throw draftExpired();
    if (!draft) await lockDocumentsOf(tx, holderLockKey(owner as DocumentHolder));
    const scope = ownedBy(owner, at);
    const [existing] = await tx.select().from(documents).where(and(scope, eq(documents.sha256, checked.sha256)));
    if (existing) return { document: present(existing), created: false };
    if (draft) assertDraftRoom(await draftHoldings(tx, draft.tokenHash), checked.sizeBytes, limits);
    else {
      const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(documents).where(scope);
      if (count >= limits.maxCount) throw DomainError.of('too_many_documents', 'file', { max: limits.maxCount });
    }
    const [row] = await tx
      .insert(documents)
      .values({
        publicId: randomBytes(16).toString('base64url'),
        caseId: !draft && 'caseId' in owner ? owner.caseId : null,
        membershipId: !draft && 'membershipId' in owner ? owner.membershipId : null,
        draftTokenHash: draft?.tokenHash ?? null,
        expiresAt: draft?.expiresAt ?? null,
        category: upload.category,
        fileName: checked.fileName,
        mediaType: checked.mediaType,
        sizeBytes: checked.sizeBytes,
        sha256: checked.sha256,
        storage: store.name,
        createdAt: at,
      })
      .returning();
    await store.put(tx, row.id, checked.bytes);
    const stored = present(row);
    await alongside?.(tx, stored);
    return { document: stored, created: true };
  });
  // The sweep rides along with uploads, so expired drafts go even without a scheduled job.
  if (result.created && 'draftToken' in owner) await deleteExpiredDrafts(at);
  return result;
}

const lockDocumentsOf = (executor: DatabaseExecutor, key: string) => executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * Moves a draft's uploads to an existing case or membership inside the caller's transaction (a message
 * that sends them, so a refused message leaves them in the draft): under the holder's upload lock and
 * within its document limit, as an upload straight to it would be. A file the holder already keeps is
 * not stored twice: the draft's copy goes and the kept one is answered. Answers the documents' row ids
 * in upload order. Refuses with draft_expired (about `draftTokenPath`) when the draft holds nothing
 * (unknown or expired), too_many_documents beyond the limit.
 */
export async function moveDraftTo(
  executor: DatabaseExecutor,
  draftToken: string,
  holder: DocumentHolder,
  { category, limits = documentLimits(), at = now() }: { category: string; limits?: DocumentLimits; at?: Date },
): Promise<number[]> {
  if (!categoryPattern.test(category)) throw DomainError.of('invalid_category', 'category');
  await lockDocumentsOf(executor, holderLockKey(holder));
  const drafted = await executor.select().from(documents).where(ownedBy({ draftToken }, at)).orderBy(asc(documents.createdAt), asc(documents.id));
  if (drafted.length === 0) throw draftExpired();
  const held = await executor
    .select({ id: documents.id, sha256: documents.sha256 })
    .from(documents)
    .where(and(heldBy(holder), inArray(documents.sha256, drafted.map((row) => row.sha256))));
  const heldBySha = new Map(held.map((row) => [row.sha256, row.id]));
  const moving = drafted.filter((row) => !heldBySha.has(row.sha256)).map((row) => row.id);
  const [{ count }] = await executor.select({ count: sql<number>`count(*)::int` }).from(documents).where(heldBy(holder));
  if (count + moving.length > limits.maxCount) throw DomainError.of('too_many_documents', 'file', { max: limits.maxCount });
  const copies = drafted.filter((row) => heldBySha.has(row.sha256));
  if (copies.length > 0) {
    await executor.delete(documents).where(inArray(documents.id, copies.map((row) => row.id)));
    await removeContents(executor, copies);
  }
  if (moving.length > 0) {
    await executor.update(documents).set({ ...holder, draftTokenHash: null, expiresAt: null, category }).where(inArray(documents.id, moving));
  }
  await closeDraft(executor, draftToken);
  return drafted.map((row) => heldBySha.get(row.sha256) ?? row.id);
}

/** Documents by their row ids, as listed (for the answer about what was just stored). */
export async function documentsByRowId(executor: DatabaseExecutor, ids: number[]): Promise<Map<number, StoredDocument>> {
  if (ids.length === 0) return new Map();
  const rows = await executor.select().from(documents).where(inArray(documents.id, ids));
  return new Map(rows.map((row) => [row.id, present(row)]));
}

/** The row ids of a case's documents with these public ids; unknown ones are left out. */
export async function caseDocumentRowIds(executor: DatabaseExecutor, caseId: number, publicIds: string[]): Promise<Map<string, number>> {
  if (publicIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: documents.id, publicId: documents.publicId })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), inArray(documents.publicId, publicIds)));
  return new Map(rows.map((row) => [row.publicId, row.id]));
}

/** The owner's documents, oldest first (the order they were uploaded in). */
export async function listDocuments(owner: DocumentOwner, at: Date = now()): Promise<StoredDocument[]> {
  const db = await getDatabase();
  const rows = await db.select().from(documents).where(ownedBy(owner, at)).orderBy(asc(documents.createdAt), asc(documents.id));
  return rows.map(present);
}

/** A document with its bytes, if the owner has one with this id. */
export async function readDocument(owner: DocumentOwner, id: string, at: Date = now()): Promise<{ document: StoredDocument; content: Uint8Array } | undefined> {
  const db = await getDatabase();
  const [row] = await db.select().from(documents).where(and(ownedBy(owner, at), eq(documents.publicId, id)));
  if (!row) return undefined;
  const content = await contentStoreNamed(row.storage).get(db, row.id);
  if (!content) throw new Error(`document ${row.id} has no content in store ${row.storage}`);
  return { document: present(row), content };
}

/** A download's slice: small enough that many parallel downloads fit in memory, large enough to send quickly. */
const downloadSliceBytes = 512 * 1024;

/**
 * A document to send, if the owner has one with this id: its bytes come in slices while they are
 * sent (`content`), never the whole file at once.
 */
export async function openDocument(owner: DocumentOwner, id: string, at: Date = now()): Promise<{ document: StoredDocument; content: AsyncIterable<Uint8Array> } | undefined> {
  const db = await getDatabase();
  const [row] = await db.select().from(documents).where(and(ownedBy(owner, at), eq(documents.publicId, id)));
  if (!row) return undefined;
  return { document: present(row), content: await contentStoreNamed(row.storage).slices(db, row.id, downloadSliceBytes) };
}

/** Deletes one of the owner's documents (a customer taking back an upload); false when there is none. */
export async function deleteDocument(owner: DocumentOwner, id: string, at: Date = now()): Promise<boolean> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(documents).where(and(ownedBy(owner, at), eq(documents.publicId, id))).returning({ id: documents.id, storage: documents.storage });
    await removeContents(tx, deleted);
    return deleted.length > 0;
  });
}

/**
 * Moves a draft's uploads to the case an order has just created. Call it inside the order's
 * transaction (pass `tx`), so the case never exists without its documents and the uploads are never
 * left behind when the order fails. Answers how many documents the case received.
 */
export async function claimDraftDocuments(executor: DatabaseExecutor, draftToken: string, caseId: number, at: Date = now()): Promise<number> {
  const claimed = await executor
    .update(documents)
    .set({ caseId, draftTokenHash: null, expiresAt: null })
    .where(ownedBy({ draftToken }, at))
    .returning({ id: documents.id });
  await closeDraft(executor, draftToken);
  return claimed.length;
}

/** Deletes drafts whose lifetime is over, with the uploads nobody ordered; answers how many rows went. */
export async function deleteExpiredDrafts(at: Date = now()): Promise<number> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const files = await deleteDocumentsWhere(tx, and(isNotNull(documents.expiresAt), lte(documents.expiresAt, at))!);
    const drafts = await tx.delete(uploadDrafts).where(lte(uploadDrafts.expiresAt, at)).returning({ id: uploadDrafts.id });
    return files + drafts.length;
  });
}

/** Deletes the documents matching `where` with their bytes, inside the caller's transaction; answers how many. */
async function deleteDocumentsWhere(executor: DatabaseExecutor, where: SQL): Promise<number> {
  const deleted = await executor.delete(documents).where(where).returning({ id: documents.id, storage: documents.storage });
  await removeContents(executor, deleted);
  return deleted.length;
}

async function removeContents(executor: DatabaseExecutor, deleted: { id: number; storage: string }[]) {
  for (const storage of new Set(deleted.map((row) => row.storage))) {
    await contentStoreNamed(storage).remove(
      executor,
      deleted.filter((row) => row.storage === storage).map((row) => row.id),
    );
  }
}

/** The categories of a case's documents (one entry per document), read inside the caller's transaction. */
export async function documentCategoriesOf(executor: DatabaseExecutor, caseId: number): Promise<string[]> {
  const rows = await executor.select({ category: documents.category }).from(documents).where(eq(documents.caseId, caseId));
  return rows.map((row) => row.category);
}
