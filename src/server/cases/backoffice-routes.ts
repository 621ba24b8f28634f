/**
 * The back-office API (contract in src/contracts/backoffice.ts): every call needs the
 * BACKOFFICE_API_KEY, and wrong keys are counted per client address.
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
import { type ApiRequest, created, ok } from '../http/api';
import { ApiError } from '../http/errors';
import { now } from '../clock';
import { type ApiRoute, route } from '../http/router';
import { serverConfig } from '../config';
import { caseConfirmationFile, caseDocumentFile } from '../commissioning/case-files';
import { orderOfCase } from '../commissioning/case-orders';
import { confirmationFileName } from '../commissioning/confirmation';
import { toCaseOrder } from '../commissioning/order-presentation';
import { getDatabase } from '../db/client';
import { listDocuments } from '../documents/document-store';
import { uploadBodyLimits } from '../documents/upload-request';
import { sendMessageNotification } from '../messages/message-mail';
import { messagesOfCase } from '../messages/message-store';
import { postProviderMessage, storeProviderDocument } from '../messages/provider-messages';
import { toCaseMessage } from '../messages/presentation';
import { toCaseDocument } from '../documents/presentation';
import { bearerCredential, requireSecret, type SecretAccess } from './access';
import { appendHistoryEntry, type CaseChanges, createCase, findCaseByReference, listCases as listStoredCases, statusChange, updateCase as updateStoredCase, withHistory } from './case-store';
import { sendCaseNotification } from './notifications';
import { caseLanguage, toBackofficeCase } from './presentation';
import type { CaseRow } from './schema';

const backofficeAccess = (): SecretAccess => ({
  kind: 'api_key',
  setting: 'BACKOFFICE_API_KEY',
  secret: serverConfig.backofficeApiKey,
  failures: { limit: 10, windowSeconds: 15 * 60 },
  counter: 'backoffice_key_failures',
});

const authorise = (request: ApiRequest) => requireSecret(request, bearerCredential(request), backofficeAccess());

export const withKey = { authorise };

/** The back office's key check, for the back-office routes of other domains (reviews). */
export const backofficeAuthorisation = withKey;

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
    withKey,
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
    withKey,
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
    withKey,
  ),
  route(downloadDocument, async ({ params }) => caseDocumentFile(await caseOfPath(params), params.document ?? ''), withKey),
  route(downloadConfirmation, async ({ params }) => caseConfirmationFile(await caseOfPath(params)), withKey),
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
    withKey,
  ),
  route(
    addEntry,
    async ({ body: { entry, notify = true }, params }) => {
      const row = await caseOfPath(params);
      const appended = await appendHistoryEntry(row.id, entry);
      const notification = notify ? await sendCaseNotification({ kind: 'historyEntry', case: appended.case, entry: appended.entry }) : 'skipped';
      return created({ status: success, data: { case: toBackofficeCase(await withHistory(appended.case)), notification } });
    },
    withKey,
  ),
  route(
    listCaseMessages,
    async ({ params }) => {
      const row = await caseOfPath(params);
      return ok({ status: success, data: { messages: (await messagesOfCase(await getDatabase(), row.id)).map(toCaseMessage) } });
    },
    withKey,
  ),
  route(
    sendCaseMessage,
    async ({ body: { message, notify = true }, params }) => {
      const row = await caseOfPath(params);
      const stored = await postProviderMessage(row, message, now());
      const notification = notify ? await sendMessageNotification(row) : 'skipped';
      return created({ status: success, data: { message: toCaseMessage(stored), notification } });
    },
    withKey,
  ),
  route(
    uploadCaseDocument,
    async ({ params, request }) => {
      const stored = await storeProviderDocument(await caseOfPath(params), request);
      const body = { status: success, data: { document: toCaseDocument(stored.document), created: stored.created } };
      return stored.created ? created(body) : ok(body);
    },
    { ...withKey, rawBody: uploadBodyLimits },
  ),
];
