/**
 * A case's files as every door to them answers them (the back office, the case status link, the
 * signed-in customer): the uploaded documents (the order's, the conversation's) and the order confirmation. Who may ask is decided by
 * the routes; here an unknown document, or a confirmation for a case without an order, is 404.
 */
import type { CaseDocumentList } from '@/contracts/case-documents';
import { isConversationDocument } from '@/contracts/vocabulary/messages';
import type { CaseRow } from '../../db/tables/cases';
import { listDocuments, readDocument } from '../../documents/stores/document-store';
import { toCaseDocument } from '../../documents/presentation';
import type { ApiResult } from '../../http/api';
import { ApiError } from '../../http/errors';
import { orderOfCase } from '../stores/case-orders';
import { confirmationFileName, orderConfirmation } from '../../commissioning/confirmation/order-confirmation';

/** Personal data: never kept by a cache, never shown inline (the node adapter adds attachment and nosniff). */
const downloadHeaders = { 'Cache-Control': 'private, no-store' };

/** `conversation: false` leaves out the documents that came with the case's conversation (messages, the provider's). */
export interface CaseFileScope {
  conversation: boolean;
}

const everything: CaseFileScope = { conversation: true };

export async function caseDocumentList(row: CaseRow, scope: CaseFileScope = everything): Promise<CaseDocumentList> {
  const [documents, order] = await Promise.all([listDocuments({ caseId: row.id }), orderOfCase(row.id)]);
  const shown = scope.conversation ? documents : documents.filter((document) => !isConversationDocument(document.category));
  return { documents: shown.map(toCaseDocument), confirmation: order ? { file_name: confirmationFileName(row) } : null };
}

export async function caseDocumentFile(row: CaseRow, documentId: string, scope: CaseFileScope = everything): Promise<ApiResult> {
  const found = await readDocument({ caseId: row.id }, documentId);
  if (!found || (!scope.conversation && isConversationDocument(found.document.category))) throw ApiError.of(404, 'not_found', 'document');
  return { status: 200, file: { content: found.content, mediaType: found.document.mediaType, fileName: found.document.fileName }, headers: downloadHeaders };
}

export async function caseConfirmationFile(row: CaseRow): Promise<ApiResult> {
  const order = await orderOfCase(row.id);
  if (!order) throw ApiError.of(404, 'not_found', 'confirmation');
  const confirmation = await orderConfirmation(row, order, await listDocuments({ caseId: row.id }));
  return { status: 200, file: { content: confirmation.content, mediaType: 'application/pdf', fileName: confirmation.fileName }, headers: downloadHeaders };
}
