import type { CaseDocument } from '@/contracts/case-documents';
import type { StoredDocument } from '../db/tables/documents';

/** A stored document as the contracts list it. */
export const toCaseDocument = (document: StoredDocument): CaseDocument => ({
  id: document.id,
  category: document.category,
  file_name: document.fileName,
  media_type: document.mediaType,
  size_bytes: document.sizeBytes,
  created_at: document.createdAt.toISOString(),
});
