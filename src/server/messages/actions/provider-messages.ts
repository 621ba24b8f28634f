/**
 * What the provider sends a customer, however it reaches the backend (the back-office API with its
 * key, the staff's case view): documents uploaded to the case and messages that carry them. Refusals
 * become the contracts' error items here, once.
 */
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import type { CaseRow } from '../../db/tables/cases';
import type { DatabaseExecutor } from '../../db/client';
import { DocumentRefusal } from '../../documents/document-check';
import { storeDocument } from '../../documents/stores/document-store';
import type { StoredDocument } from '../../db/tables/documents';
import { fileNameOf, refusalItem } from '../../documents/upload-request';
import type { ApiRequest } from '../../http/api';
import { ApiError, errorItem } from '../../http/errors';
import type { StoredMessage } from '../../db/tables/messages';
import { postMessage, UnknownMessageDocument } from '../stores/message-store';

/** Stores the request's file as a provider document of the case; `alongside` runs in its transaction when it is new. */
export async function storeProviderDocument(
  row: CaseRow,
  request: ApiRequest,
  alongside?: (tx: DatabaseExecutor, document: StoredDocument) => Promise<void>,
): Promise<{ document: StoredDocument; created: boolean }> {
  const fileName = fileNameOf(request);
  const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    return await storeDocument({ caseId: row.id }, { category: conversationDocumentCategories.provider, fileName, bytes }, { alongside });
  } catch (error) {
    if (error instanceof DocumentRefusal) throw new ApiError(422, [refusalItem(error, 'file')]);
    throw error;
  }
}

/** A caseworker's message with documents the case holds (`message.documents[i]` unknown: 422 unknown_document). */
export async function postProviderMessage(
  row: CaseRow,
  message: { text: string; documents?: string[] },
  at: Date,
  executor?: DatabaseExecutor,
): Promise<StoredMessage> {
  try {
    return await postMessage(row.id, { author: 'provider', text: message.text, documentIds: message.documents }, at, executor);
  } catch (error) {
    if (error instanceof UnknownMessageDocument) throw new ApiError(422, [errorItem('unknown_document', `message.documents[${error.index}]`)]);
    throw error;
  }
}
