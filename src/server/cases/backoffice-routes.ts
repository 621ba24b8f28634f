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
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import { type ApiRequest, created, ok } from '../http/api';
import { ApiError, errorItem } from '../http/errors';
import { type ApiRoute, route } from '../http/router';
import { serverConfig } from '../config';
import { caseConfirmationFile, caseDocumentFile } from '../commissioning/case-files';
import { orderOfCase } from '../commissioning/case-orders';
import { confirmationFileName } from '../commissioning/confirmation';
import { toCaseOrder } from '../commissioning/order-presentation';
import { getDatabase } from '../db/client';
import { DocumentRefusal } from '../documents/document-check';
import { listDocuments, storeDocument } from '../documents/document-store';
import { fileNameOf, refusalItem, uploadBodyLimits } from '../documents/upload-request';
import { sendMessageNotification } from '../messages/message-mail';
import { messagesOfCase, postMessage, UnknownMessageDocument } from '../messages/message-store';
import { toCaseMessage } from '../messages/presentation';
import { toCaseDocument } from '../documents/presentation';
import { bearerCredential, requireSecret, type SecretAccess } from './access';
import { appendHistoryEntry, type CaseChanges, createCase, findCaseByReference, listCases as listStoredCases, updateCase as updateStoredCase, withHistory } from './case-store';
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
        status: input.status,
        statusDescription: input.status_description,
        email: input.email,
        language: input.language,
        replyEmail: input.reply_email,
      };
      // A new status makes the old status text wrong ("waiting for the landlord's reply" while in
      // court), so it goes unless the provider gives a new one.
      if (input.status !== undefined && input.status !== row.status && input.status_description === undefined) {
        changes.statusDescription = null;
      }
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
      let stored;
      try {
        stored = await postMessage(row.id, { author: 'provider', text: message.text, documentIds: message.documents });
      } catch (error) {
        if (error instanceof UnknownMessageDocument) throw new ApiError(422, [errorItem('unknown_document', `message.documents[${error.index}]`)]);
        throw error;
      }
      const notification = notify ? await sendMessageNotification(row) : 'skipped';
      return created({ status: success, data: { message: toCaseMessage(stored), notification } });
    },
    withKey,
  ),
  route(
    uploadCaseDocument,
    async ({ params, request }) => {
      const row = await caseOfPath(params);
      const fileName = fileNameOf(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const stored = await storeDocument({ caseId: row.id }, { category: conversationDocumentCategories.provider, fileName, bytes });
        const body = { status: success, data: { document: toCaseDocument(stored.document), created: stored.created } };
        return stored.created ? created(body) : ok(body);
      } catch (error) {
        if (error instanceof DocumentRefusal) throw new ApiError(422, [refusalItem(error, 'file')]);
        throw error;
      }
    },
    { ...withKey, rawBody: uploadBodyLimits },
  ),
];
