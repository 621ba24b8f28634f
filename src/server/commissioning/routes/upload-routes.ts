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
import { created, header, ok, privateFile } from '../../http/api';
import { DomainError, reportedAt } from '../../domain-error';
import { type ApiRoute, route } from '../../http/router';
import type { ApiRequest } from '../../http/api';
import { uploadBodyLimits, uploadedFile } from '../../documents/routes/upload-request';
import { deleteDraftDocument as deleteDocument, listDraftDocuments, readDraftDocument, uploadDraftDocument } from '../../documents/actions/draft-documents';
import { draftTokenPath, isDraftTokenFormat, newDraftToken } from '../../documents/draft-token';
import { toCaseDocument } from '../../documents/presentation';
import { documentLimits } from '../settings';

/** The draft's token from its header; draft_expired when it is missing or cannot be one. */
function draftTokenOf(request: ApiRequest): string {
  const token = header(request, draftTokenHeader)?.trim();
  if (!token || !isDraftTokenFormat(token)) throw DomainError.of('draft_expired', draftTokenHeader);
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
      try {
        const stored = await uploadDraftDocument(draftToken, { ...uploadedFile(request), category: query.category });
        const body = { document: toCaseDocument(stored.document), created: stored.created };
        return stored.created ? created(body) : ok(body);
      } catch (error) {
        throw reportedAt(error, draftTokenPath, draftTokenHeader);
      }
    },
    { rawBody: uploadBodyLimits },
  ),
  route(draftDocuments, async ({ request }) => ok({ documents: (await listDraftDocuments(draftTokenOf(request))).map(toCaseDocument) })),
  route(downloadDraftDocument, async ({ params, request }) => privateFile(await readDraftDocument(draftTokenOf(request), params.id))),
  route(deleteDraftDocument, async ({ params, request }) => {
    await deleteDocument(draftTokenOf(request), params.id);
    return ok({ deleted: true });
  }),
];
