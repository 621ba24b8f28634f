import { isConversationDocument } from '@/contracts/vocabulary/messages';
import type { CaseRow } from '../../db/tables/cases';
import { DomainError } from '../../domain-error';
import { openDocument } from '../../documents/stores/document-store';
import { type CaseFile, type CaseFileScope, everything } from '../../cases/case-file';

/**
 * One of the case's uploaded documents (the order's, the conversation's) as every door to it reads it:
 * the back office, the case status link, the signed-in customer. Who may ask is decided by the routes;
 * an unknown document, or one outside the scope, is 404.
 */
export async function readCaseDocument(row: CaseRow, documentId: string | undefined, scope: CaseFileScope = everything): Promise<CaseFile> {
  const found = await openDocument({ caseId: row.id }, documentId ?? '');
  if (!found || (!scope.conversation && isConversationDocument(found.document.category))) throw DomainError.of('not_found', 'document');
  const { document, content } = found;
  return { content, sizeBytes: document.sizeBytes, mediaType: document.mediaType, fileName: document.fileName };
}
