import type { Notification } from '@/contracts/backoffice';
import type { CaseWithHistory } from '../../db/tables/cases';
import { type Actor, audited } from '../../staff/stores/audit-log';
import { type CaseField, caseRecord, caseSubject } from '../case-audit';
import { sendCaseNotification } from '../notifications';
import { type NewCase, openCase as openStoredCase } from '../stores/case-store';

const openedFields: CaseField[] = ['status', 'status_description', 'email', 'language', 'reply_email'];

/**
 * Opens a case for a customer (the back-office API: a case that came in by phone or letter) with its
 * first history entry and the audit entry in one transaction; then, unless `notify` is false, e-mails
 * the customer the case's status link.
 */
export async function openCase(actor: Actor, input: NewCase, { notify = true } = {}): Promise<CaseWithHistory & { notification: Notification }> {
  const opened = await audited(
    (tx) => openStoredCase(tx, input),
    (result) => ({ actor, action: 'case.opened', subject: caseSubject(result.case), after: { product_name: result.case.productName, ...caseRecord(result.case, openedFields) } }),
  );
  const notification = notify ? await sendCaseNotification({ kind: 'created', case: opened.case }) : 'skipped';
  return { ...opened, notification };
}
