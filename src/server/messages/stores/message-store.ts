/**
 * Conversations: storing messages with the documents sent along, reading them, and the customer's
 * unread marks. A conversation is a case's or a membership's (a member's questions), one machinery for
 * both (`Thread`). Who may write to which is decided by the routes.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { conversationDocumentCategories, type MessageAuthor } from '@/contracts/vocabulary/messages';
import { plainMessageText } from '@/domain/message-text';
import { cases } from '../../db/tables/cases';
import { DomainError } from '../../domain-error';
import { now } from '../../clock';
import { type DatabaseExecutor, getDatabase, inTransaction } from '../../db/client';
import { caseDocumentRowIds, type DocumentHolder, documentsByRowId, moveDraftTo } from '../../documents/stores/document-store';
import { documents, type StoredDocument } from '../../db/tables/documents';
import { caseMessageDocuments, caseMessages, type CaseMessageRow, type StoredMessage } from '../../db/tables/messages';

/** Whose conversation: a case's or a membership's. The same shape says whose documents its files become. */
export type Thread = DocumentHolder;

const inThread = (thread: Thread) => ('caseId' in thread ? eq(caseMessages.caseId, thread.caseId) : eq(caseMessages.membershipId, thread.membershipId));

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
  return messagesOf(executor, { caseId });
}

/** Every message of a conversation, oldest first, each with its documents. */
export async function messagesOf(executor: DatabaseExecutor, thread: Thread): Promise<StoredMessage[]> {
  const rows = await executor.select().from(caseMessages).where(inThread(thread)).orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
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
  return postToThread({ caseId }, message, at, executor);
}

/**
 * Stores a message in a case's or a membership's conversation (as `postMessage` does for a case). A
 * membership's keeps the customer's files as the membership's documents; the team answers it in words
 * (documents of a case are named only in a case's conversation).
 */
export async function postToThread(thread: Thread, message: NewMessage, at: Date = now(), executor?: DatabaseExecutor): Promise<StoredMessage> {
  return inTransaction(executor, async (tx) => {
    let documentRowIds: number[] = [];
    if (message.author === 'customer' && message.draftToken) {
      documentRowIds = await moveDraftTo(tx, message.draftToken, thread, { category: conversationDocumentCategories.customer, at });
    }
    if (message.author === 'provider' && message.documentIds?.length) {
      if (!('caseId' in thread)) throw DomainError.of('unknown_document', 'message.documents[0]');
      const { caseId } = thread;
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
        ...thread,
        author: message.author,
        text: message.author === 'customer' ? plainMessageText(message.text) : message.text.trim(),
        createdAt: at,
      })
      .returning();
    const unique = [...new Set(documentRowIds)];
    if (unique.length > 0) await tx.insert(caseMessageDocuments).values(unique.map((documentId) => ({ messageId: row.id, documentId })));
    if ('caseId' in thread) await tx.update(cases).set({ updatedAt: at }).where(eq(cases.id, thread.caseId));
    const attached = await attachedDocuments(tx, [row.id]);
    return toStored(row, attached.get(row.id) ?? []);
  });
}

/** The customer opened the conversation: the provider's unread messages count as read from `at`. Answers how many. */
export async function markProviderMessagesRead(caseId: number, at: Date = now()): Promise<number> {
  return markProviderMessagesReadIn({ caseId }, at);
}

/** The customer opened a conversation: the provider's unread messages in it count as read from `at`. Answers how many. */
export async function markProviderMessagesReadIn(thread: Thread, at: Date = now()): Promise<number> {
  const db = await getDatabase();
  const updated = await db
    .update(caseMessages)
    .set({ readAt: at })
    .where(and(inThread(thread), eq(caseMessages.author, 'provider'), isNull(caseMessages.readAt)))
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
  // Selected by case, so each row has one.
  return new Map(rows.map((row) => [row.caseId!, row.count]));
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
  return new Map(rows.map((row) => [row.caseId!, new Date(row.since)]));
}

/** Per membership, how many messages its conversation holds and how many of the team's its member has not opened yet (memberships without any are left out). */
export async function membershipConversationSizes(executor: DatabaseExecutor, membershipIds: number[]): Promise<Map<number, { messages: number; unread: number }>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await executor
    .select({
      membershipId: caseMessages.membershipId,
      messages: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${caseMessages.author} = 'provider' and ${caseMessages.readAt} is null))::int`,
    })
    .from(caseMessages)
    .where(inArray(caseMessages.membershipId, membershipIds))
    .groupBy(caseMessages.membershipId);
  return new Map(rows.map((row) => [row.membershipId!, { messages: row.messages, unread: row.unread }]));
}

// The member's messages after the team's last answer in the same conversation (all of them, if the team never answered).
const membershipLastAnswer = sql`(select max(answer.created_at) from ${caseMessages} as answer where answer.membership_id = ${caseMessages.membershipId} and answer.author = 'provider')`;
const unansweredQuestion = and(eq(caseMessages.author, 'customer'), sql`${caseMessages.createdAt} > coalesce(${membershipLastAnswer}, '-infinity'::timestamptz)`);

/**
 * Per membership, since when the member waits for the team: the first of the member's messages after the
 * team's last answer (memberships whose last word is the team's, or without messages, are left out).
 */
export async function questionsAwaitingAnswer(executor: DatabaseExecutor, membershipIds: number[]): Promise<Map<number, Date>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await executor
    .select({ membershipId: caseMessages.membershipId, since: sql<Date>`min(${caseMessages.createdAt})` })
    .from(caseMessages)
    .where(and(inArray(caseMessages.membershipId, membershipIds), unansweredQuestion))
    .groupBy(caseMessages.membershipId);
  return new Map(rows.map((row) => [row.membershipId!, new Date(row.since)]));
}

/**
 * Every membership whose member waits for the team, as `questionsAwaitingAnswer` finds them: the
 * `limit` waiting longest (oldest first), and how many there are in all.
 */
export async function longestAwaitingQuestions(executor: DatabaseExecutor, limit: number): Promise<{ waiting: { membershipId: number; since: Date }[]; total: number }> {
  const waiting = executor
    .select({ membershipId: sql<number>`${caseMessages.membershipId}`.as('membership_id'), since: sql<Date>`min(${caseMessages.createdAt})`.as('since') })
    .from(caseMessages)
    .where(and(isNotNull(caseMessages.membershipId), unansweredQuestion))
    .groupBy(caseMessages.membershipId)
    .as('waiting');
  const [rows, [{ total }]] = await Promise.all([
    executor.select().from(waiting).orderBy(asc(waiting.since), asc(waiting.membershipId)).limit(limit),
    executor.select({ total: count() }).from(waiting),
  ]);
  return { waiting: rows.map((row) => ({ membershipId: Number(row.membershipId), since: new Date(row.since) })), total };
}
