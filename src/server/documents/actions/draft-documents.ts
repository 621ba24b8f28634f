/**
 * The funnel's uploads before the order, reached only with the draft's token: storing a file (checked
 * by content, within the draft's limits), listing, reading and taking one back.
 */
import type { StoredDocument } from '../../db/tables/documents';
import { DomainError } from '../../domain-error';
import type { CaseFile } from '../../cases/case-file';
import type { UploadedFile } from '../document-check';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { draftTokenPath } from '../draft-token';
import { liveDraft } from '../stores/upload-drafts';
import { deleteDocument, listDocuments, openDocument, storeDocument } from '../stores/document-store';

export const uploadDraftDocument = (draftToken: string, file: UploadedFile & { category: string }): Promise<{ document: StoredDocument; created: boolean }> =>
  storeDocument({ draftToken }, file);

/** The draft's files; draft_expired when the draft is unknown or over, so that a funnel restored after a reload starts a new one. */
export async function listDraftDocuments(draftToken: string): Promise<StoredDocument[]> {
  if (!(await liveDraft(await getDatabase(), draftToken, now()))) throw DomainError.of('draft_expired', draftTokenPath);
  return listDocuments({ draftToken });
}

/** One of the draft's files; not_found about `id` when the draft has none by this id. */
export async function readDraftDocument(draftToken: string, id: string): Promise<CaseFile> {
  const found = await openDocument({ draftToken }, id);
  if (!found) throw DomainError.of('not_found', 'id');
  const { document, content } = found;
  return { content, sizeBytes: document.sizeBytes, mediaType: document.mediaType, fileName: document.fileName };
}

/** Takes back one of the draft's files; not_found about `id` when the draft has none by this id. */
export async function deleteDraftDocument(draftToken: string, id: string): Promise<void> {
  if (!(await deleteDocument({ draftToken }, id))) throw DomainError.of('not_found', 'id');
}
