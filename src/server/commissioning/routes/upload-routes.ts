/**
 * Uploads before the order: the funnel asks for a draft token, uploads each file to it as raw bytes
 * (type checked by content, src/server/documents) and sends the token with the order, which moves
 * the files to the new case. Only whoever holds the token can list, download or delete them. An
 * upload is judged by its declared size against the draft's and the client's limits before a byte
 * of it is read (upload-quotas.ts).
 */
import {
  deleteDraftDocument,
  downloadDraftDocument,
  draftDocuments,
  draftTokenHeader,
  newDraft,
  uploadDocument,
} from '@/contracts/commissioning';
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import { funnelDocumentCategories } from '@/domain/funnels/document-categories';
import { created, declaredBodyBytes, header, ok } from '../../http/api';
import { ApiError } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import type { ApiRequest } from '../../http/api';
import { admitUpload } from '../../documents/actions/admit-upload';
import { startDraft } from '../../documents/actions/start-draft';
import { DocumentRefusal } from '../../documents/document-check';
import { isDraftTokenFormat } from '../../documents/draft-token';
import { fileNameOf, refusalItem, uploadBodyLimits } from '../../documents/upload-request';
import { deleteDocument, listDocuments, openDocument, storeDocument } from '../../documents/stores/document-store';
import { liveDraft } from '../../documents/stores/upload-drafts';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { toCaseDocument } from '../../documents/presentation';
import { clientNetwork } from '../../http/client-address';
import { countDownload } from '../../rate-limits/downloads';
import { documentLimits } from '../settings';

/** The draft's token from its header; 401 draft_expired when it is missing or cannot be one. */
function draftTokenOf(request: ApiRequest): string {
  const token = header(request, draftTokenHeader)?.trim();
  if (!token || !isDraftTokenFormat(token)) throw ApiError.of(401, 'draft_expired', draftTokenHeader);
  return token;
}

/** A refused upload: an unknown or expired draft is 401, so the funnel starts a new one; the rest 422. */
function refused(error: DocumentRefusal): ApiError {
  return new ApiError(error.code === 'draft_expired' ? 401 : 422, [refusalItem(error, draftTokenHeader)]);
}

export const uploadRoutes: ApiRoute[] = [
  route(newDraft, async ({ request }) => {
    const limits = documentLimits();
    const draft = await startDraft(request.ip, { limits });
    return created({
      draft_token: draft.token,
      max_bytes: limits.maxBytes,
      max_count: limits.maxCount,
      max_total_bytes: limits.draftMaxBytes,
      lifetime_seconds: limits.draftLifetimeSeconds,
      expires_at: draft.expiresAt.toISOString(),
    });
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
        if (error instanceof DocumentRefusal) throw refused(error);
        throw error;
      }
    },
    {
      rawBody: uploadBodyLimits,
      async beforeBody(request) {
        const draftToken = draftTokenOf(request);
        fileNameOf(request);
        // The funnel's document questions, and the conversation's own category for a message's files.
        const category = request.query.get('category') ?? '';
        if (!funnelDocumentCategories.has(category) && category !== conversationDocumentCategories.customer) throw ApiError.of(422, 'invalid_category', 'category');
        try {
          await admitUpload({ draftToken, declaredBytes: declaredBodyBytes(request) ?? 0, client: request.ip });
        } catch (error) {
          if (error instanceof DocumentRefusal) throw refused(error);
          throw error;
        }
      },
    },
  ),
  route(draftDocuments, async ({ request }) => {
    const draftToken = draftTokenOf(request);
    // An unknown or expired draft is 401, so that a funnel restored after a reload starts a new one.
    if (!(await liveDraft(await getDatabase(), draftToken, now()))) throw ApiError.of(401, 'draft_expired', draftTokenHeader);
    const limits = documentLimits();
    const documents = (await listDocuments({ draftToken })).map(toCaseDocument);
    return ok({ documents, max_bytes: limits.maxBytes, max_count: limits.maxCount, max_total_bytes: limits.draftMaxBytes });
  }),
  route(downloadDraftDocument, async ({ params, request }) => {
    const draftToken = draftTokenOf(request);
    await countDownload(`ip:${clientNetwork(request.ip)}`);
    const found = await openDocument({ draftToken }, params.id);
    if (!found) throw ApiError.of(404, 'not_found', 'id');
    const { document, content } = found;
    return { status: 200, file: { content, sizeBytes: document.sizeBytes, mediaType: document.mediaType, fileName: document.fileName }, headers: { 'Cache-Control': 'private, no-store' } };
  }),
  route(deleteDraftDocument, async ({ params, request }) => {
    if (!(await deleteDocument({ draftToken: draftTokenOf(request) }, params.id))) throw ApiError.of(404, 'not_found', 'id');
    return ok({ deleted: true });
  }),
];
