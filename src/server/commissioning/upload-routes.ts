/**
 * Uploads before the order: the funnel asks for a draft token, uploads each file to it as raw bytes
 * (type checked by content, src/server/documents) and sends the token with the order, which moves
 * the files to the new case. Only whoever holds the token can list, download or delete them.
 */
import {
  deleteDraftDocument,
  downloadDraftDocument,
  draftDocuments,
  draftTokenHeader,
  fileNameHeader,
  newDraft,
  uploadDocument,
} from '@/contracts/commissioning';
import { created, header, ok } from '../http/api';
import { ApiError, errorItem, type ErrorItem } from '../http/errors';
import { type ApiRoute, route } from '../http/router';
import type { ApiRequest } from '../http/api';
import { DocumentRefusal } from '../documents/document-check';
import { deleteDocument, isDraftTokenFormat, listDocuments, newDraftToken, readDocument, storeDocument } from '../documents/document-store';
import { toCaseDocument } from '../documents/presentation';
import { documentLimits } from './settings';

const megabyte = 1024 * 1024;

/** The draft's token from its header; 401 draft_expired when it is missing or cannot be one. */
function draftTokenOf(request: ApiRequest): string {
  const token = header(request, draftTokenHeader)?.trim();
  if (!token || !isDraftTokenFormat(token)) throw ApiError.of(401, 'draft_expired', draftTokenHeader);
  return token;
}

function fileNameOf(request: ApiRequest): string {
  const raw = header(request, fileNameHeader);
  if (!raw) throw ApiError.of(422, 'required', fileNameHeader);
  try {
    return decodeURIComponent(raw);
  } catch {
    throw ApiError.of(422, 'invalid_characters', fileNameHeader);
  }
}

function refusalItem(refusal: DocumentRefusal): ErrorItem {
  const { params } = refusal;
  switch (refusal.code) {
    case 'empty':
      return errorItem('document_empty', 'file');
    case 'too_large':
      return errorItem('document_too_large', 'file', { max: Math.floor(Number(params.max) / megabyte) });
    case 'unsupported_type':
      return errorItem('document_unsupported_type', 'file');
    case 'name_mismatch':
      return errorItem('document_name_mismatch', 'file', { extension: String(params.extension), detected: String(params.detected) });
    case 'too_many':
      return errorItem('too_many_documents', 'file', { max: Number(params.max) });
    case 'invalid_category':
      return errorItem('invalid_category', 'category');
    case 'draft_expired':
    case 'not_found':
      return errorItem('draft_expired', draftTokenHeader);
  }
}

/** Room for the largest file the settings allow; nothing beyond is read at all. */
const uploadLimits = () => ({ maxBytes: documentLimits().maxBytes + 1, timeoutSeconds: 120 });

export const uploadRoutes: ApiRoute[] = [
  route(newDraft, async () => {
    const limits = documentLimits();
    return created({ draft_token: newDraftToken(), max_bytes: limits.maxBytes, max_count: limits.maxCount, lifetime_seconds: limits.draftLifetimeSeconds });
  }),
  route(
    uploadDocument,
    async ({ query, request }) => {
      const draftToken = draftTokenOf(request);
      const fileName = fileNameOf(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const stored = await storeDocument({ draftToken }, { category: query.category, fileName, bytes });
        const body = { document: toCaseDocument(stored.document), created: stored.created };
        return stored.created ? created(body) : ok(body);
      } catch (error) {
        if (error instanceof DocumentRefusal) throw new ApiError(422, [refusalItem(error)]);
        throw error;
      }
    },
    { rawBody: uploadLimits },
  ),
  route(draftDocuments, async ({ request }) => ok({ documents: (await listDocuments({ draftToken: draftTokenOf(request) })).map(toCaseDocument) })),
  route(downloadDraftDocument, async ({ params, request }) => {
    const found = await readDocument({ draftToken: draftTokenOf(request) }, params.id);
    if (!found) throw ApiError.of(404, 'not_found', 'id');
    return { status: 200, file: { content: found.content, mediaType: found.document.mediaType, fileName: found.document.fileName }, headers: { 'Cache-Control': 'private, no-store' } };
  }),
  route(deleteDraftDocument, async ({ params, request }) => {
    if (!(await deleteDocument({ draftToken: draftTokenOf(request) }, params.id))) throw ApiError.of(404, 'not_found', 'id');
    return ok({ deleted: true });
  }),
];
