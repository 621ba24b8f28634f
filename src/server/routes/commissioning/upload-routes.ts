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
import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import { funnelDocumentCategories } from '@/domain/funnels/document-categories';
import { created, declaredBodyBytes, header, ok, privateFile } from '../../http/api';
import { DomainError, reportedAt } from '../../domain-error';
import { type ApiRoute, route } from '../../http/router';
import type { ApiRequest } from '../../http/api';
import { uploadBodyLimits, uploadedFile, fileNameOf } from '../documents/upload-request';
import { deleteDraftDocument as deleteDocument, listDraftDocuments, readDraftDocument, uploadDraftDocument } from '../../documents/actions/draft-documents';
import { admitUpload } from '../../documents/actions/admit-upload';
import { startDraft } from '../../documents/actions/start-draft';
import { draftTokenPath, isDraftTokenFormat } from '../../documents/draft-token';
import { toCaseDocument } from '../../documents/presentation';
import { clientNetwork } from '../../http/client-address';
import { countDownload } from '../../rate-limits/downloads';
import { documentLimits } from '../../documents/settings';

/** The draft's token from its header; draft_expired when it is missing or cannot be one. */
function draftTokenOf(request: ApiRequest): string {
  const token = header(request, draftTokenHeader)?.trim();
  if (!token || !isDraftTokenFormat(token)) throw DomainError.of('draft_expired', draftTokenHeader);
  return token;
}

export const uploadRoutes: ApiRoute[] = [
  route(newDraft, async ({ request }) => {
    const limits = documentLimits();
    const draft = await startDraft(clientNetwork(request.ip), { limits });
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
      try {
        const stored = await uploadDraftDocument(draftToken, { ...uploadedFile(request), category: query.category });
        const body = { document: toCaseDocument(stored.document), created: stored.created };
        return stored.created ? created(body) : ok(body);
      } catch (error) {
        throw reportedAt(error, draftTokenPath, draftTokenHeader);
      }
    },
    {
      rawBody: uploadBodyLimits,
      async beforeBody(request) {
        const draftToken = draftTokenOf(request);
        fileNameOf(request);
        // The funnel's document questions, and the conversation's own category for a message's files.
        const category = request.query.get('category') ?? '';
        if (!funnelDocumentCategories.has(category) && category !== conversationDocumentCategories.customer) throw DomainError.of('invalid_category', 'category');
        try {
          await admitUpload({ draftToken, declaredBytes: declaredBodyBytes(request) ?? 0, network: clientNetwork(request.ip) });
        } catch (error) {
          throw reportedAt(error, draftTokenPath, draftTokenHeader);
        }
      },
    },
  ),
  route(draftDocuments, async ({ request }) => {
    const limits = documentLimits();
    const listed = await listDraftDocuments(draftTokenOf(request)).catch((error: unknown) => {
      throw reportedAt(error, draftTokenPath, draftTokenHeader);
    });
    const documents = listed.map(toCaseDocument);
    return ok({ documents, max_bytes: limits.maxBytes, max_count: limits.maxCount, max_total_bytes: limits.draftMaxBytes });
  }),
  route(downloadDraftDocument, async ({ params, request }) => {
    const draftToken = draftTokenOf(request);
    await countDownload(`ip:${clientNetwork(request.ip)}`);
    return privateFile(await readDraftDocument(draftToken, params.id));
  }),
  route(deleteDraftDocument, async ({ params, request }) => {
    await deleteDocument(draftTokenOf(request), params.id);
    return ok({ deleted: true });
  }),
];
