import type { Notification } from '@/contracts/backoffice';
import { now } from '../../clock';
import type { CaseRow } from '../../db/tables/cases';
import type { StoredMessage } from '../../db/tables/messages';
import { type Actor, audited } from '../../staff/stores/audit-log';
import { auditDigest } from '../../staff/audit-digest';
import { caseSubject } from '../../cases/case-audit';
import { sendMessageNotification } from '../message-mail';
import { postMessage } from '../stores/message-store';

/**
 * A caseworker's message to the customer, with documents the case holds (422 unknown_document for any
 * other), and its audit entry in the same transaction; then, unless `notify` is false, the customer is
 * e-mailed that something is waiting (never what).
 */
export async function sendProviderMessage(
  actor: Actor,
  row: CaseRow,
  message: { text: string; documents?: string[] },
  { notify = true } = {},
): Promise<{ message: StoredMessage; notification: Notification }> {
  const stored = await audited(
    (tx) => postMessage(row.id, { author: 'provider', text: message.text, documentIds: message.documents }, now(), tx),
    (posted) => ({
      actor,
      action: 'case.message_sent',
      subject: caseSubject(row),
      after: { message: posted.id, text: auditDigest(posted.text), documents: posted.documents.map((document) => document.id) },
    }),
  );
  const notification = notify ? await sendMessageNotification(row) : 'skipped';
  return { message: stored, notification };
}
