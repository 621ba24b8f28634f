import type { CaseRow } from '../../db/tables/cases';
import { markProviderMessagesRead } from '../stores/message-store';

/** The customer opened the conversation: the provider's unread messages count as read from now. Answers how many. */
export const markMessagesRead = (row: CaseRow): Promise<number> => markProviderMessagesRead(row.id);
