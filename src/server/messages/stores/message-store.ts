/**
 * A case's conversation: storing messages with the documents sent along, reading them, and the
 * customer's unread marks. Who may write to which case is decided by the routes.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conversationDocumentCategories, type MessageAuthor } from '@/contracts/vocabulary/messages';
import { plainMessageText } from '@/domain/message-text';
import { cases } from '../../db/tables/cases';
import { DomainError } from '../../domain-error';
import { now } from '../../clock';
import { type DatabaseExecutor, getDatabase, inTransaction } from '../../db/client';
import { caseDocumentRowIds, documentsByRowId, moveDraftToCase } from '../../documents/stores/document-store';
import { documents, type StoredDocument } from '../../db/tables/documents';
import { caseMessageDocuments, caseMessages, type CaseMessageRow, type StoredMessage } from '../../db/tables/messages';

const toStored = (row: CaseMessageRow, attached: StoredDocument[]): StoredMessage => ({
  id: row.publicId,
  author: row.author as MessageAuthor,
  text: row.text,
  createdAt: row.createdAt,
  readAt: row.readAt,
  documents: attached,
});

/**
 * Every message of a case, oldest first, each with its documents. Also what a data export of the
 * customer's case reads.
 */
export async function messagesOfCase(executor: DatabaseExecutor, caseId: number): Promise<StoredMessage[]> {
  const rows = await executor.select().from(caseMessages).where(eq(caseMessages.caseId, caseId)).orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  const attached = await attachedDocuments(executor, rows.map((row) => row.id));
  return rows.map((row) => toStored(row, attached.get(row.id) ?? []));
}

async function attachedDocuments(executor: DatabaseExecutor, messageIds: number[]): Promise<Map<number, StoredDocument[]>> {
  if (messageIds.length === 0) return new Map();
  const links = await executor
    .select({ messageId: caseMessageDocuments.messageId, documentId: caseMessageDocuments.documentId })
    .from(caseMessageDocuments)
    .innerJoin(documents, eq(documents.id, caseMessageDocuments.documentId))
    .where(inArray(caseMessageDocuments.messageId, messageIds))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const byRow = await documentsByRowId(executor, [...new Set(links.map((link) => link.documentId))]);
  const result = new Map<number, StoredDocument[]>();
  for (const link of links) {
    const document = byRow.get(link.documentId);
    if (document) result.set(link.messageId, [...(result.get(link.messageId) ?? []), document]);
  }
  return result;
}

export type NewMessage =
  /** The customer's plain text, with the documents of an upload draft. */
  | { author: 'customer'; text: string; draftToken?: string }
  /** A caseworker's text (HTML allowed), with documents the case already holds. */
  | { author: 'provider'; text: string; documentIds?: string[] };

/**
 * Stores a message in one transaction with its documents: a customer's draft uploads move to the case
 * (refused as `draft_expired` or `too_many_documents`), a caseworker's named documents must be the
 * case's (refused as `unknown_document` about `message.documents[i]`). A refused message stores
 * nothing and leaves a draft as it was. The case's
 * `updated_at` moves with it. `executor`: the caller's transaction (a staff action and its audit entry).
 */
export async function postMessage(caseId: number, message: NewMessage, at: Date = now(), executor?: DatabaseExecutor): Promise<StoredMessage> {
  return inTransaction(executor, async (tx) => {
    let documentRowIds: number[] = [];
    if (message.author === 'customer' && message.draftToken) {
      documentRowIds = await moveDraftToCase(tx, message.draftToken, caseId, { category: conversationDocumentCategories.customer, at });
    }
    if (message.author === 'provider' && message.documentIds?.length) {
      const known = await caseDocumentRowIds(tx, caseId, message.documentIds);
      documentRowIds = message.documentIds.map((id, index) => {
        const rowId = known.get(id);
        if (rowId === undefined) throw DomainError.of('unknown_document', `message.documents[${index}]`);
        return rowId;
      });
    }
    const [row] = await tx
      .insert(caseMessages)
      .values({
        publicId: randomBytes(16).toString('base64url'),
        caseId,
        author: message.author,
        text: message.author === 'customer' ? plainMessageText(message.text) : message.text.trim(),
        createdAt: at,
      })
      .returning();
    const unique = [...new Set(documentRowIds)];
    if (unique.length > 0) await tx.insert(caseMessageDocuments).values(unique.map((documentId) => ({ messageId: row.id, documentId })));
    await tx.update(cases).set({ updatedAt: at }).where(eq(cases.id, caseId));
    const attached = await attachedDocuments(tx, [row.id]);
    return toStored(row, attached.get(row.id) ?? []);
  });
}

/** The customer opened the conversation: the provider's unread messages count as read from `at`. Answers how many. */
export async function markProviderMessagesRead(caseId: number, at: Date = now()): Promise<number> {
  const db = await getDatabase();
  const updated = await db
    .update(caseMessages)
    .set({ readAt: at })
    .where(and(eq(caseMessages.caseId, caseId), eq(caseMessages.author, 'provider'), isNull(caseMessages.readAt)))
    .returning({ id: caseMessages.id });
  return updated.length;
}

/** Per case, how many of the provider's messages its customer has not opened yet (cases without any are left out). */
export async function unreadMessageCounts(caseIds: number[]): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  const db = await getDatabase();
  const rows = await db
    .select({ caseId: caseMessages.caseId, count: sql<number>`count(*)::int` })
    .from(caseMessages)
    .where(and(inArray(caseMessages.caseId, caseIds), eq(caseMessages.author, 'provider'), isNull(caseMessages.readAt)))
    .groupBy(caseMessages.caseId);
  return new Map(rows.map((row) => [row.caseId, row.count]));
}

/**
 * Per case, when the provider first wrote after the customer's last message: the provider waits for an
 * answer since then (cases where the customer wrote last, or nobody wrote, are left out).
 */
export async function providerMessagesAwaitingReply(caseIds: number[]): Promise<Map<number, Date>> {
  if (caseIds.length === 0) return new Map();
  const db = await getDatabase();
  const lastOfCustomer = sql`(select max(answer.created_at) from ${caseMessages} as answer where answer.case_id = ${caseMessages.caseId} and answer.author = 'customer')`;
  const rows = await db
    .select({ caseId: caseMessages.caseId, since: sql<Date>`min(${caseMessages.createdAt})` })
    .from(caseMessages)
    .where(and(inArray(caseMessages.caseId, caseIds), eq(caseMessages.author, 'provider'), sql`${caseMessages.createdAt} > coalesce(${lastOfCustomer}, '-infinity'::timestamptz)`))
    .groupBy(caseMessages.caseId);
  return new Map(rows.map((row) => [row.caseId, new Date(row.since)]));
}
