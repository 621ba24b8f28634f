import type { CaseRow } from '../../db/tables/cases';
import type { StoredMessage } from '../../db/tables/messages';
import { getDatabase } from '../../db/client';
import { messagesOfCase } from '../stores/message-store';

/** The case's conversation, oldest first, each message with the documents sent along. */
export async function listCaseMessages(row: CaseRow): Promise<StoredMessage[]> {
  return messagesOfCase(await getDatabase(), row.id);
}
