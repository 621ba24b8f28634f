/**
 * The back-office API (contract in src/contracts/backoffice.ts): every call needs the
 * BACKOFFICE_API_KEY (src/server/access/backoffice-api-key.ts).
 */
import {
  addEntry,
  downloadConfirmation,
  downloadDocument,
  listCaseMessages,
  listCases,
  openCase,
  sendCaseMessage,
  showCase,
  updateCase,
  uploadCaseDocument,
} from '@/contracts/backoffice';
import { created, ok } from '../../http/api';
import { ApiError } from '../../http/errors';
import { now } from '../../clock';
import { type ApiRoute, route } from '../../http/router';
import { caseConfirmationFile, caseDocumentFile } from '../actions/case-files';
import { orderOfCase } from '../stores/case-orders';
import { confirmationFileName } from '../../commissioning/confirmation/order-confirmation';
import { toCaseOrder } from '../order-presentation';
import { getDatabase } from '../../db/client';
import { listDocuments } from '../../documents/stores/document-store';
import { uploadBodyLimits } from '../../documents/upload-request';
import { sendMessageNotification } from '../../messages/message-mail';
import { messagesOfCase } from '../../messages/stores/message-store';
import { postProviderMessage, storeProviderDocument } from '../../messages/actions/provider-messages';
import { toCaseMessage } from '../../messages/presentation';
import { toCaseDocument } from '../../documents/presentation';
import { backofficeApiKey } from '../../access/backoffice-api-key';
import { appendHistoryEntry, type CaseChanges, createCase, findCaseByReference, listCases as listStoredCases, statusChange, updateCase as updateStoredCase, withHistory } from '../stores/case-store';
import { sendCaseNotification } from '../notifications';
import { caseLanguage, toBackofficeCase } from '../presentation';
import type { CaseRow } from '../../db/tables/cases';

const success = 'success' as const;

async function caseOfPath(params: Record<string, string>): Promise<CaseRow> {
  const row = await findCaseByReference(params.reference ?? '');
  if (!row) throw ApiError.of(404, 'not_found', 'reference');
  return row;
}

export const backofficeRoutes: ApiRoute[] = [
  route(
    listCases,
    async ({ query }) => {
      const limit = Number(query.limit ?? 20);
      const offset = Number(query.offset ?? 0);
      const { rows, total } = await listStoredCases({ email: query.email, status: query.status, productName: query.product_name, limit, offset });
      const cases = rows.map((row) => {
        const { history: _history, ...summary } = toBackofficeCase({ case: row, history: [] });
        return summary;
      });
      return ok({ status: success, data: { cases, total, limit, offset } });
    },
    backofficeApiKey,
  ),
  route(
    openCase,
    async ({ body: { case: input, notify = true } }) => {
      const opened = await createCase({
        email: input.email,
        language: input.language ?? 'de',
        productName: input.product_name,
        status: input.status,
        statusDescription: input.status_description,
        replyEmail: input.reply_email,
        firstEntry: input.first_entry,
      });
      const notification = notify ? await sendCaseNotification({ kind: 'created', case: opened.case }) : 'skipped';
      return created({ status: success, data: { case: toBackofficeCase(opened), notification } });
    },
    backofficeApiKey,
  ),
  route(
    showCase,
    async ({ params }) => {
      const row = await caseOfPath(params);
      const [withEntries, order, documents] = await Promise.all([withHistory(row), orderOfCase(row.id), listDocuments({ caseId: row.id })]);
      return ok({
        status: success,
        data: {
          case: toBackofficeCase(withEntries),
          order: order ? toCaseOrder(row.productName, order, documents, caseLanguage(row), confirmationFileName(row)) : null,
          documents: documents.map(toCaseDocument),
        },
      });
    },
    backofficeApiKey,
  ),
  route(downloadDocument, async ({ params }) => caseDocumentFile(await caseOfPath(params), params.document ?? ''), backofficeApiKey),
  route(downloadConfirmation, async ({ params }) => caseConfirmationFile(await caseOfPath(params)), backofficeApiKey),
  route(
    updateCase,
    async ({ body: { case: input }, params }) => {
      const row = await caseOfPath(params);
      const changes: CaseChanges = {
        statusDescription: input.status_description,
        email: input.email,
        language: input.language,
        replyEmail: input.reply_email,
        ...(input.status === undefined ? {} : statusChange(row, input.status, input.status_description)),
      };
      const updated = await updateStoredCase(row.id, changes);
      return ok({ status: success, data: { case: toBackofficeCase(await withHistory(updated)) } });
    },
    backofficeApiKey,
  ),
  route(
    addEntry,
    async ({ body: { entry, notify = true }, params }) => {
      const row = await caseOfPath(params);
      const appended = await appendHistoryEntry(row.id, entry);
      const notification = notify ? await sendCaseNotification({ kind: 'historyEntry', case: appended.case, entry: appended.entry }) : 'skipped';
      return created({ status: success, data: { case: toBackofficeCase(await withHistory(appended.case)), notification } });
    },
    backofficeApiKey,
  ),
  route(
    listCaseMessages,
    async ({ params }) => {
      const row = await caseOfPath(params);
      return ok({ status: success, data: { messages: (await messagesOfCase(await getDatabase(), row.id)).map(toCaseMessage) } });
    },
    backofficeApiKey,
  ),
  route(
    sendCaseMessage,
    async ({ body: { message, notify = true }, params }) => {
      const row = await caseOfPath(params);
      const stored = await postProviderMessage(row, message, now());
      const notification = notify ? await sendMessageNotification(row) : 'skipped';
      return created({ status: success, data: { message: toCaseMessage(stored), notification } });
    },
    backofficeApiKey,
  ),
  route(
    uploadCaseDocument,
    async ({ params, request }) => {
      const stored = await storeProviderDocument(await caseOfPath(params), request);
      const body = { status: success, data: { document: toCaseDocument(stored.document), created: stored.created } };
      return stored.created ? created(body) : ok(body);
    },
    { ...backofficeApiKey, rawBody: uploadBodyLimits },
  ),
];
