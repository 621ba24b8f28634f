import type { Notification } from '@/contracts/backoffice';
import { now } from '../../clock';
import type { CaseRow, CaseWithHistory } from '../../db/tables/cases';
import { type Actor, audited } from '../../staff/stores/audit-log';
import { caseSubject, historyEntryRecord } from '../case-audit';
import { sendCaseNotification } from '../notifications';
import { appendHistoryEntry, type HistoryEntryInput, withHistory } from '../stores/case-store';

/**
 * Adds a dated entry to the case's history, with its audit entry in the same transaction; then, unless
 * `notify` is false, e-mails the customer the entry's title (a failed mail never undoes the entry).
 */
export async function addHistoryEntry(actor: Actor, row: CaseRow, entry: HistoryEntryInput, { notify = true } = {}): Promise<{ case: CaseWithHistory; notification: Notification }> {
  const appended = await audited(
    (tx) => appendHistoryEntry(row.id, entry, now(), tx),
    (added) => ({ actor, action: 'case.history_entry_added', subject: caseSubject(row), after: historyEntryRecord(added.entry) }),
  );
  const notification = notify ? await sendCaseNotification({ kind: 'historyEntry', case: appended.case, entry: appended.entry }) : 'skipped';
  return { case: await withHistory(appended.case), notification };
}
