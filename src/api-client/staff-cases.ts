/**
 * Working cases in the back office (contract: src/contracts/staff-cases.ts). The staff cookie travels
 * by itself in the browser; a page's loader on the server passes the page request's cookie on.
 */
import type { RequestBodyOf } from '@/contracts/endpoint';
import type * as staffCasesContract from '@/contracts/staff-cases';
import type { InboxQuery } from '@/contracts/staff-cases';
import { fileNameHeader } from '@/contracts/vocabulary/commissioning';
import { browserServiceUrl, call, type TransportOptions, withContract } from './http';
import type { StaffSessionCookie } from './staff';

const staffCases = () => import('@/contracts/staff-cases');

type StaffCases = typeof staffCasesContract;

const withSession = (cookie: StaffSessionCookie): TransportOptions => (cookie ? { headers: { Cookie: cookie } } : {});

export const fetchInbox = (query: InboxQuery, cookie?: StaffSessionCookie) =>
  withContract(staffCases, ({ listInbox }) => call('staff', listInbox, { ...withSession(cookie), query }));

export const fetchWorkedCase = (reference: string, cookie?: StaffSessionCookie) =>
  withContract(staffCases, ({ showWorkedCase }) => call('staff', showWorkedCase, { ...withSession(cookie), params: { reference } }));

export const assignCase = (reference: string, assigneeId: number | null) =>
  withContract(staffCases, ({ assignCase }) => call('staff', assignCase, { params: { reference }, body: { assignee_id: assigneeId } }));

export const changeCaseStatus = (reference: string, body: RequestBodyOf<StaffCases['changeCaseStatus']>) =>
  withContract(staffCases, ({ changeCaseStatus }) => call('staff', changeCaseStatus, { params: { reference }, body }));

export const addHistoryEntry = (reference: string, body: RequestBodyOf<StaffCases['addStaffHistoryEntry']>) =>
  withContract(staffCases, ({ addStaffHistoryEntry }) => call('staff', addStaffHistoryEntry, { params: { reference }, body }));

export const uploadProviderDocument = (reference: string, file: File) =>
  withContract(staffCases, ({ uploadStaffDocument }) =>
    call('staff', uploadStaffDocument, { params: { reference }, body: file, headers: { [fileNameHeader]: encodeURIComponent(file.name) } }),
  );

export const sendCaseMessage = (reference: string, message: RequestBodyOf<StaffCases['sendStaffMessage']>['message']) =>
  withContract(staffCases, ({ sendStaffMessage }) => call('staff', sendStaffMessage, { params: { reference }, body: { message } }));

/**
 * Where the browser opens a case's document or its order confirmation (the staff cookie goes with the
 * same-site link): `inline` shows a PDF or an image, `attachment` downloads it.
 */
export async function caseFileUrl(reference: string, file: { document: string } | 'confirmation', disposition: 'inline' | 'attachment'): Promise<string> {
  const { staffConfirmationFile, staffDocumentFile } = await staffCases();
  const path = file === 'confirmation' ? staffConfirmationFile.pathWith({ reference }) : staffDocumentFile.pathWith({ reference, document: file.document });
  return browserServiceUrl('staff', `${path}?disposition=${disposition}`);
}
