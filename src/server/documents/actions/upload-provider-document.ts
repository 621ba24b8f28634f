import { conversationDocumentCategories } from '@/contracts/vocabulary/messages';
import type { CaseRow } from '../../db/tables/cases';
import type { StoredDocument } from '../../db/tables/documents';
import { caseSubject } from '../../cases/case-audit';
import { type Actor, recordAudit } from '../../staff/stores/audit-log';
import { auditDigest } from '../../staff/audit-digest';
import type { UploadedFile } from '../document-check';
import { storeDocument } from '../stores/document-store';

/**
 * A document from the provider (the landlord's reply, a court letter) stored on the case with the
 * checks and limits of the customers' uploads, and a new one's audit entry in the same transaction. The
 * same content again answers the stored document (`created: false`) and changes nothing.
 */
export async function uploadProviderDocument(actor: Actor, row: CaseRow, file: UploadedFile): Promise<{ document: StoredDocument; created: boolean }> {
  return storeDocument(
    { caseId: row.id },
    { ...file, category: conversationDocumentCategories.provider },
    {
      alongside: (tx, document) =>
        recordAudit(tx, {
          actor,
          action: 'case.document_uploaded',
          subject: caseSubject(row),
          after: { document: document.id, file_name: auditDigest(document.fileName), media_type: document.mediaType, size_bytes: document.sizeBytes },
        }),
    },
  );
}
