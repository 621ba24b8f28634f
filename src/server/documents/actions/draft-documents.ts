/**
 * The funnel's uploads before the order, reached only with the draft's token: storing a file (checked
 * by content, within the draft's limits), listing, reading and taking one back.
 */
import type { StoredDocument } from '../../db/tables/documents';
import { DomainError } from '../../domain-error';
import type { CaseFile } from '../../cases/case-file';
import type { UploadedFile } from '../document-check';
import { deleteDocument, listDocuments, readDocument, storeDocument } from '../stores/document-store';

export const uploadDraftDocument = (draftToken: string, file: UploadedFile & { category: string }): Promise<{ document: StoredDocument; created: boolean }> =>
  storeDocument({ draftToken }, file);

export const listDraftDocuments = (draftToken: string): Promise<StoredDocument[]> => listDocuments({ draftToken });

/** One of the draft's files; not_found about `id` when the draft has none by this id. */
export async function readDraftDocument(draftToken: string, id: string): Promise<CaseFile> {
  const found = await readDocument({ draftToken }, id);
  if (!found) throw DomainError.of('not_found', 'id');
  return { content: found.content, mediaType: found.document.mediaType, fileName: found.document.fileName };
}

/** Takes back one of the draft's files; not_found about `id` when the draft has none by this id. */
export async function deleteDraftDocument(draftToken: string, id: string): Promise<void> {
  if (!(await deleteDocument({ draftToken }, id))) throw DomainError.of('not_found', 'id');
}
