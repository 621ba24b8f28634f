import type { Language } from '@/basics/language';
import type { CaseStatus } from '@/contracts/vocabulary/cases';
import { now } from '../../clock';
import type { CaseRow, CaseWithHistory } from '../../db/tables/cases';
import { type Actor, audited } from '../../staff/stores/audit-log';
import { type CaseField, caseRecord, caseSubject } from '../case-audit';
import { type CaseChanges, statusChange, updateCase, withHistory } from '../stores/case-store';

export interface CaseChange {
  status?: CaseStatus;
  /** The provider's own words on the status; null goes back to the status's standard text. */
  statusDescription?: string | null;
  email?: string;
  language?: Language;
  replyEmail?: string | null;
}

const statusFields: CaseField[] = ['status', 'status_description'];

/**
 * Changes a case's status or its customer's details, with the audit entry in the same transaction:
 * `case.status_changed` for the status alone, `case.updated` when the details change (a new e-mail
 * address moves the case, its documents and conversation to another account). No e-mail goes out: a
 * history entry tells the customer.
 */
export async function changeCase(actor: Actor, row: CaseRow, change: CaseChange): Promise<CaseWithHistory> {
  const changes: CaseChanges = {
    statusDescription: change.statusDescription,
    email: change.email,
    language: change.language,
    replyEmail: change.replyEmail,
    ...(change.status === undefined ? {} : statusChange(row, change.status, change.statusDescription)),
  };
  const details = change.email !== undefined || change.language !== undefined || change.replyEmail !== undefined;
  const touched: CaseField[] = details ? [...statusFields, 'email', 'language', 'reply_email'] : statusFields;
  const changed = await audited(
    (tx) => updateCase(row.id, changes, now(), tx),
    (changed) => ({
      actor,
      action: details ? 'case.updated' : 'case.status_changed',
      subject: caseSubject(row),
      before: caseRecord(row, touched),
      after: caseRecord(changed, touched),
    }),
  );
  return withHistory(changed);
}
