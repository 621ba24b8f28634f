/**
 * A member's questions about a membership and the team's answers: a conversation like a case's, kept by
 * the messages' machinery (src/server/messages/stores/message-store.ts, thread `{ membershipId }`), with
 * the documents sent along kept as the membership's. The member reaches it from the dashboard, the
 * team from the back office's memberships page; each side hears of the other's message by e-mail.
 *
 * A withdrawn membership (the consumer's withdrawal, § 355 BGB: neither side is bound by it any more)
 * keeps its earlier questions and answers readable, but takes no new question; the team may still
 * answer, so that a question asked before the withdrawal is not left open.
 */
import { brand } from '@/basics/brand';
import { messageLimits } from '@/contracts/vocabulary/messages';
import type { StoredMessage } from '../../db/tables/messages';
import type { MembershipRow } from '../../db/tables/memberships';
import type { User } from '../../db/tables/accounts';
import { getDatabase } from '../../db/client';
import { DomainError, reportedAt } from '../../domain-error';
import { draftTokenPath } from '../../documents/draft-token';
import { openDocument } from '../../documents/stores/document-store';
import { withinRateLimit } from '../../rate-limits/rate-limiter';
import { markProviderMessagesReadIn, messagesOf, postToThread } from '../../messages/stores/message-store';
import { type Actor, audited } from '../../staff/stores/audit-log';
import { auditDigest } from '../../staff/audit-digest';
import { now } from '../../clock';
import { notifyTeamOfQuestion, sendAnswerNotification } from '../question-mail';
import { lockedMembershipStatus, membershipByReference, membershipsOfEmail } from '../stores/membership-store';

const notFound = () => DomainError.of('membership_not_found', 'reference');

/** Whether the member may ask a new question: not once the membership is withdrawn. */
export const takesQuestions = (status: MembershipRow['status']): boolean => status !== 'withdrawn';

/** The refusal names the info mailbox, where a former member still reaches the team. */
const withdrawn = () => DomainError.of('membership_withdrawn', 'reference', { email: brand.supportEmail });

/**
 * The membership of this mandate reference if the account may see it: one the dashboard lists (taken
 * out with the account's confirmed address, not detached). Otherwise 404, whether it exists or not.
 */
export async function ownMembershipByReference(user: User, reference: string | undefined): Promise<MembershipRow> {
  if (!user.confirmedAt || !reference) throw notFound();
  const wanted = reference.trim().toUpperCase();
  const found = (await membershipsOfEmail(await getDatabase(), user.email)).find((row) => row.mandateReference === wanted);
  if (!found) throw notFound();
  return found;
}

/** The membership of a mandate reference for the back office; 404 when there is none. */
export async function membershipForStaff(reference: string | undefined): Promise<MembershipRow> {
  const found = reference ? await membershipByReference(await getDatabase(), reference) : undefined;
  if (!found) throw notFound();
  return found;
}

export const questionsOf = async (row: MembershipRow): Promise<StoredMessage[]> => messagesOf(await getDatabase(), { membershipId: row.id });

export const markAnswersRead = (row: MembershipRow): Promise<number> => markProviderMessagesReadIn({ membershipId: row.id });

/**
 * The member's message with the files of an upload draft, at most `messageLimits.customerMessagesPerHour`
 * an hour per membership (as per case). The team is told in `notifyTeam`, which the caller runs after
 * answering. A withdrawn membership refuses it (409 `membership_withdrawn`) and stores nothing: no
 * message, the draft's files left as they were, no mail; the status is read again under a lock in the
 * message's transaction, so that a withdrawal arriving meanwhile is not passed by.
 */
export async function askTeam(row: MembershipRow, message: { text: string; draftToken?: string }): Promise<{ message: StoredMessage; notifyTeam: () => Promise<void> }> {
  if (!takesQuestions(row.status)) throw withdrawn();
  await withinRateLimit(`membership_messages:membership:${row.id}`, { limit: messageLimits.customerMessagesPerHour, windowSeconds: 3600 });
  try {
    const stored = await (await getDatabase()).transaction(async (tx) => {
      const status = await lockedMembershipStatus(tx, row.id);
      if (!status) throw notFound();
      if (!takesQuestions(status)) throw withdrawn();
      return postToThread({ membershipId: row.id }, { author: 'customer', text: message.text, draftToken: message.draftToken }, now(), tx);
    });
    return { message: stored, notifyTeam: () => notifyTeamOfQuestion(row) };
  } catch (error) {
    throw reportedAt(error, draftTokenPath, 'message.draft_token');
  }
}

/**
 * The team's answer with its audit entry in one transaction; then the member is e-mailed that it waits.
 * Also on a withdrawn membership: the team closes the loop of a question asked before the withdrawal,
 * and the member reads the answer on the conversation's page, which stays readable.
 */
export async function answerMember(actor: Actor, row: MembershipRow, text: string): Promise<{ message: StoredMessage; notification: 'sent' | 'failed' }> {
  const stored = await audited(
    (tx) => postToThread({ membershipId: row.id }, { author: 'provider', text }, now(), tx),
    (posted) => ({ actor, action: 'membership.answered', subject: { type: 'membership', id: row.mandateReference }, after: { message: posted.id, text: auditDigest(posted.text) } }),
  );
  return { message: stored, notification: await sendAnswerNotification(row) };
}

/** One of the documents sent in the membership's conversation, for its member or the team; 404 for any other. */
export async function membershipDocument(row: MembershipRow, documentId: string | undefined) {
  const found = await openDocument({ membershipId: row.id }, documentId ?? '');
  if (!found) throw DomainError.of('not_found', 'document');
  const { document, content } = found;
  return { content, sizeBytes: document.sizeBytes, mediaType: document.mediaType, fileName: document.fileName };
}
