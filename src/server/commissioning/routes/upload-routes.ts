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
  newDraft,
  uploadDocument,
} from '@/contracts/commissioning';
import { created, header, ok } from '../../http/api';
import { ApiError } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import type { ApiRequest } from '../../http/api';
import { DocumentRefusal } from '../../documents/document-check';
import { fileNameOf, refusalItem, uploadBodyLimits } from '../../documents/upload-request';
import { deleteDocument, isDraftTokenFormat, listDocuments, newDraftToken, readDocument, storeDocument } from '../../documents/stores/document-store';
import { toCaseDocument } from '../../documents/presentation';
import { documentLimits } from '../settings';

/** The draft's token from its header; 401 draft_expired when it is missing or cannot be one. */
function draftTokenOf(request: ApiRequest): string {
  const token = header(request, draftTokenHeader)?.trim();
  if (!token || !isDraftTokenFormat(token)) throw ApiError.of(401, 'draft_expired', draftTokenHeader);
  return token;
}




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
        if (error instanceof DocumentRefusal) throw new ApiError(422, [refusalItem(error, draftTokenHeader)]);
        throw error;
      }
    },
    { rawBody: uploadBodyLimits },
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
