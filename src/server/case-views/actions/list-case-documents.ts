import type { CaseDocumentList } from '@/contracts/case-documents';
import { isConversationDocument } from '@/contracts/vocabulary/messages';
import { confirmationFileName } from '../../commissioning/confirmation/order-confirmation';
import type { CaseRow } from '../../db/tables/cases';
import { toCaseDocument } from '../../documents/presentation';
import { listDocuments } from '../../documents/stores/document-store';
import { type CaseFileScope, everything } from '../../cases/case-file';
import { orderOfCase } from '../../cases/stores/case-orders';

/** The case's documents, oldest first, and its order confirmation if it was ordered online. */
export async function listCaseDocuments(row: CaseRow, scope: CaseFileScope = everything): Promise<CaseDocumentList> {
  const [documents, order] = await Promise.all([listDocuments({ caseId: row.id }), orderOfCase(row.id)]);
  const shown = scope.conversation ? documents : documents.filter((document) => !isConversationDocument(document.category));
  return { documents: shown.map(toCaseDocument), confirmation: order ? { file_name: confirmationFileName(row) } : null };
}
