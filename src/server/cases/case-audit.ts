/**
 * What the audit log keeps of a change to a case (src/server/staff/stores/audit-log.ts): the case by
 * its reference number, and the fields the change touched, before and after. Free text and the
 * customer's addresses only as digests (audit-digest.ts): the log outlives the case.
 */
import type { CaseHistoryRow, CaseRow } from '../db/tables/cases';
import { auditDigest } from '../staff/audit-digest';

export const caseSubject = (row: CaseRow) => ({ type: 'case' as const, id: row.referenceNumber });

/** The fields of a case a change can touch, as the log names them. */
const fields = {
  status: (row: CaseRow) => row.status,
  status_description: (row: CaseRow) => auditDigest(row.statusDescription),
  email: (row: CaseRow) => auditDigest(row.email),
  language: (row: CaseRow) => row.language,
  reply_email: (row: CaseRow) => auditDigest(row.replyEmail),
  assignee: (row: CaseRow) => row.assignedStaffId,
} as const;

export type CaseField = keyof typeof fields;

/** The named fields of a case, for the log's before and after. */
export const caseRecord = (row: CaseRow, names: readonly CaseField[]) => Object.fromEntries(names.map((name) => [name, fields[name](row)]));

export const historyEntryRecord = (entry: CaseHistoryRow) => ({ date: entry.date, short: auditDigest(entry.short), description: auditDigest(entry.description) });
