import type { CaseRow, CaseWithHistory } from '../../db/tables/cases';
import type { StoredDocument } from '../../db/tables/documents';
import type { StoredMessage } from '../../db/tables/messages';
import type { OrderRow } from '../../db/tables/orders';
import { getDatabase } from '../../db/client';
import { listDocuments } from '../../documents/stores/document-store';
import { messagesOfCase } from '../../messages/stores/message-store';
import { orderOfCase } from '../../cases/stores/case-orders';
import { withHistory } from '../../cases/stores/case-store';

/** Everything the back office reads about a case: history, order, documents and conversation. */
export interface ShownCase {
  case: CaseWithHistory;
  order?: OrderRow;
  documents: StoredDocument[];
  messages: StoredMessage[];
}

/** A case as both doors of the back office show it; reading is not audited (the log records changes). */
export async function showCase(row: CaseRow): Promise<ShownCase> {
  const db = await getDatabase();
  const [withEntries, order, documents, messages] = await Promise.all([withHistory(row), orderOfCase(row.id), listDocuments({ caseId: row.id }), messagesOfCase(db, row.id)]);
  return { case: withEntries, order, documents, messages };
}
