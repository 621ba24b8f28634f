/**
 * Working cases in the back office's browser pages (contract: src/contracts/staff-cases.ts). The staff
 * cookie opens them to every active member with the `workCases` permission; state-changing calls from
 * another site are refused by the HTTP layer. Each action and its audit entry (subject: the case's
 * reference number, the record before and after) are stored in one transaction; the customer's e-mail
 * goes out afterwards, as with the back-office API, whose store functions these share. Reading a case
 * is not audited: the log records changes.
 */
import * as contract from '@/contracts/staff-cases';
import { inboxLimits } from '@/contracts/vocabulary/staff-cases';
import { now } from '../../clock';
import { caseConfirmationFile, caseDocumentFile } from '../actions/case-files';
import { deadlineOfDay } from '../case-deadline';
import { orderOfCase } from '../stores/case-orders';
import { confirmationFileName } from '../../commissioning/confirmation/order-confirmation';
import { toCaseOrder } from '../order-presentation';
import { getDatabase } from '../../db/client';
import { listDocuments } from '../../documents/stores/document-store';
import { toCaseDocument } from '../../documents/presentation';
import { uploadBodyLimits } from '../../documents/upload-request';
import { type ApiResult, created, ok } from '../../http/api';
import { ApiError } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import { countDownload } from '../../rate-limits/downloads';
import { sendMessageNotification } from '../../messages/message-mail';
import { messagesOfCase } from '../../messages/stores/message-store';
import { postProviderMessage, storeProviderDocument } from '../../messages/actions/provider-messages';
import { toCaseMessage } from '../../messages/presentation';
import { recordAudit } from '../../staff/stores/audit-log';
import type { StaffMember } from '../../db/tables/staff';
import { privateHeaders, sessionOf, signedIn } from '../../access/staff-access';
import { listMembers } from '../../staff/actions/staff-accounts';
import { staffView } from '../../staff/staff-view';
import { inboxPage } from '../stores/case-inbox';
import { appendHistoryEntry, assignCase, findCaseByReference, statusChange, updateCase, withHistory } from '../stores/case-store';
import { sendCaseNotification } from '../notifications';
import { caseLanguage, toBackofficeCase } from '../presentation';
import type { CaseRow } from '../../db/tables/cases';

const workCases = signedIn('workCases');

async function caseOfPath(params: Record<string, string>): Promise<CaseRow> {
  const row = await findCaseByReference(params.reference ?? '');
  if (!row) throw ApiError.of(404, 'not_found', 'reference');
  return row;
}

/** A case as the back office shows it, with its deadline's days left counted from today. */
const shownCase = (data: Parameters<typeof toBackofficeCase>[0]) => {
  const deadline = deadlineOfDay(data.case.deadlineDay, now());
  return { ...toBackofficeCase(data), ...(deadline ? { deadline } : {}) };
};

/** The members a case can be given to: every active one. */
const isActive = (member: StaffMember) => staffView(member).state === 'active';

const assigneeOf = (members: StaffMember[], id: number | null) => {
  const member = id === null ? undefined : members.find((candidate) => candidate.id === id);
  return member ? { id: member.id, name: member.name } : null;
};

/** What the audit log keeps of a case's status. */
const statusRecord = (row: CaseRow) => ({ status: row.status, status_description: row.statusDescription });

const inline = (result: ApiResult, disposition: string | undefined): ApiResult =>
  disposition === 'inline' && result.file ? { ...result, file: { ...result.file, inline: true } } : result;

export const staffCaseRoutes: ApiRoute[] = [
  route(
    contract.listInbox,
    async ({ query, request }) => {
      const page = Number(query.page ?? 1);
      const assignee = query.assignee === 'me' ? sessionOf(request).member.id : query.assignee === 'nobody' ? 'nobody' : query.assignee ? Number(query.assignee) : undefined;
      const { rows, total } = await inboxPage({
        search: query.q,
        productName: query.product_name,
        status: query.status,
        assignee,
        unanswered: query.unanswered === '1',
        page,
        pageSize: inboxLimits.pageSize,
      });
      const cases = rows.map((row) => {
        const { history: _history, ...summary } = shownCase({ case: row.case, history: [] });
        return { ...summary, customer_name: row.customerName, assignee: row.assignee, awaiting_answer: row.awaitingAnswer };
      });
      return ok({ cases, page, pages: Math.max(1, Math.ceil(total / inboxLimits.pageSize)), total }, privateHeaders);
    },
    workCases,
  ),
  route(
    contract.showWorkedCase,
    async ({ params }) => {
      const row = await caseOfPath(params);
      const db = await getDatabase();
      const [withEntries, order, documents, messages, members] = await Promise.all([
        withHistory(row),
        orderOfCase(row.id),
        listDocuments({ caseId: row.id }),
        messagesOfCase(db, row.id),
        listMembers(),
      ]);
      return ok(
        {
          case: shownCase(withEntries),
          order: order ? toCaseOrder(row.productName, order, documents, caseLanguage(row), confirmationFileName(row)) : null,
          documents: documents.map(toCaseDocument),
          messages: messages.map(toCaseMessage),
          assignee: assigneeOf(members, row.assignedStaffId),
          members: members.filter(isActive).map((member) => ({ id: member.id, name: member.name })),
        },
        privateHeaders,
      );
    },
    workCases,
  ),
  route(
    contract.staffDocumentFile,
    async ({ params, query, request }) => {
      const row = await caseOfPath(params);
      await countDownload(`staff:${sessionOf(request).member.id}`);
      return inline(await caseDocumentFile(row, params.document ?? ''), query.disposition);
    },
    workCases,
  ),
  route(
    contract.staffConfirmationFile,
    async ({ params, query, request }) => {
      const row = await caseOfPath(params);
      await countDownload(`staff:${sessionOf(request).member.id}`);
      return inline(await caseConfirmationFile(row), query.disposition);
    },
    workCases,
  ),
  route(
    contract.assignCase,
    async ({ body, params, request }) => {
      const { member } = sessionOf(request);
      const row = await caseOfPath(params);
      const all = await listMembers();
      const target = assigneeOf(all.filter(isActive), body.assignee_id);
      if (body.assignee_id !== null && !target) throw ApiError.of(422, 'not_active_staff', 'assignee_id');
      if ((target?.id ?? null) === row.assignedStaffId) return ok({ assignee: target }, privateHeaders);
      const before = assigneeOf(all, row.assignedStaffId);
      const db = await getDatabase();
      await db.transaction(async (tx) => {
        await assignCase(tx, row.id, target?.id ?? null);
        await recordAudit(tx, {
          actor: member,
          action: 'case.assigned',
          subject: { type: 'case', id: row.referenceNumber },
          before: { assignee: before },
          after: { assignee: target },
        });
      });
      return ok({ assignee: target }, privateHeaders);
    },
    workCases,
  ),
  route(
    contract.changeCaseStatus,
    async ({ body, params, request }) => {
      const { member } = sessionOf(request);
      const row = await caseOfPath(params);
      const db = await getDatabase();
      const updated = await db.transaction(async (tx) => {
        const changed = await updateCase(row.id, statusChange(row, body.status, body.status_description), now(), tx);
        await recordAudit(tx, { actor: member, action: 'case.status_changed', subject: { type: 'case', id: row.referenceNumber }, before: statusRecord(row), after: statusRecord(changed) });
        return changed;
      });
      return ok({ case: shownCase(await withHistory(updated)) }, privateHeaders);
    },
    workCases,
  ),
  route(
    contract.addStaffHistoryEntry,
    async ({ body: { entry, notify = true }, params, request }) => {
      const { member } = sessionOf(request);
      const row = await caseOfPath(params);
      const db = await getDatabase();
      const appended = await db.transaction(async (tx) => {
        const added = await appendHistoryEntry(row.id, entry, now(), tx);
        await recordAudit(tx, {
          actor: member,
          action: 'case.history_entry_added',
          subject: { type: 'case', id: row.referenceNumber },
          after: { date: added.entry.date, short: added.entry.short, description: added.entry.description },
        });
        return added;
      });
      const notification = notify ? await sendCaseNotification({ kind: 'historyEntry', case: appended.case, entry: appended.entry }) : 'skipped';
      return created({ case: shownCase(await withHistory(appended.case)), notification }, privateHeaders);
    },
    workCases,
  ),
  route(
    contract.uploadStaffDocument,
    async ({ params, request }) => {
      const { member } = sessionOf(request);
      const row = await caseOfPath(params);
      const stored = await storeProviderDocument(row, request, (tx, document) =>
        recordAudit(tx, {
          actor: member,
          action: 'case.document_uploaded',
          subject: { type: 'case', id: row.referenceNumber },
          after: { document: document.id, file_name: document.fileName, media_type: document.mediaType, size_bytes: document.sizeBytes },
        }),
      );
      const answer = { document: toCaseDocument(stored.document), created: stored.created };
      return stored.created ? created(answer, privateHeaders) : ok(answer, privateHeaders);
    },
    { ...workCases, rawBody: uploadBodyLimits },
  ),
  route(
    contract.sendStaffMessage,
    async ({ body: { message, notify = true }, params, request }) => {
      const { member } = sessionOf(request);
      const row = await caseOfPath(params);
      const db = await getDatabase();
      const stored = await db.transaction(async (tx) => {
        const posted = await postProviderMessage(row, message, now(), tx);
        await recordAudit(tx, {
          actor: member,
          action: 'case.message_sent',
          subject: { type: 'case', id: row.referenceNumber },
          after: { message: posted.id, text: posted.text, documents: posted.documents.map((document) => document.id) },
        });
        return posted;
      });
      const notification = notify ? await sendMessageNotification(row) : 'skipped';
      return created({ message: toCaseMessage(stored), notification }, privateHeaders);
    },
    workCases,
  ),
];
