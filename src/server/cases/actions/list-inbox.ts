import { dayInGermany } from '@/basics/calendar';
import { attentionCutoff } from '@/domain/deadlines/dismissal-claim-deadline';
import { now } from '../../clock';
import { type InboxFilter, type InboxRow, inboxPage } from '../stores/case-inbox';

export type { InboxRow };

/** What the inbox is asked for; the day whose deadlines need the team follows from today. */
export type InboxQuery = Omit<InboxFilter, 'attentionCutoff'>;

/**
 * A page of the back office's inbox: new cases first, then the open cases by their next deadline,
 * then the newest (the order is the inbox query's, src/server/cases/stores/case-inbox.ts). A case whose
 * deadline falls within five working days from today with nothing filed is flagged (§ 4 KSchG's three
 * weeks leave no slack: a claim filed late is lost, § 7 KSchG), and `needingAttention` counts them all.
 */
export const listInbox = (query: InboxQuery): Promise<{ rows: InboxRow[]; total: number; needingAttention: number }> =>
  inboxPage({ ...query, attentionCutoff: attentionCutoff(dayInGermany(now())) });
