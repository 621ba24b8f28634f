import { type InboxFilter, type InboxRow, inboxPage } from '../stores/case-inbox';

export type { InboxFilter, InboxRow };

/**
 * A page of the back office's inbox: new cases first, then the open cases by their next deadline,
 * then the newest (the order is the inbox query's, src/server/cases/stores/case-inbox.ts).
 */
export const listInbox = (filter: InboxFilter): Promise<{ rows: InboxRow[]; total: number }> => inboxPage(filter);
