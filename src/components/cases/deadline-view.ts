/**
 * How a dismissal case's deadline (§ 4 KSchG) is shown to its customer on the dashboard and the case
 * page: the last day, the days left, and how loudly to warn. The backend counts the days from today in
 * Germany when the page is asked for; closed cases show nothing, since the deadline no longer matters
 * to what the customer has to do.
 */
import type { CaseDeadline } from '@/contracts/engine';
import { closedStatuses, deadlineWarnings } from '@/contracts/vocabulary/cases';
import { type DeadlineFacts, type DeadlineMoment, deadlineMoment } from '@/domain/deadlines/deadline-in-words';
import type { DeadlineWarning } from '@/domain/deadlines/dismissal-claim-deadline';

export interface DeadlineView extends DeadlineFacts {
  message: DeadlineMoment;
  /** A visible warning (with a word and an icon, not colour alone) for `soon`, `urgent` and `passed`. */
  tone: 'calm' | 'warning' | 'alarm';
}

export function deadlineView(deadline: CaseDeadline | null | undefined, status: string | null | undefined): DeadlineView | null {
  if (!deadline || closedStatuses.has(status ?? '')) return null;
  // Another account service may send words this portal does not know: show the day without a warning.
  const warning: DeadlineWarning = (deadlineWarnings as readonly string[]).includes(deadline.warning) ? (deadline.warning as DeadlineWarning) : 'ok';
  const facts: DeadlineFacts = { day: deadline.day, daysLeft: deadline.days_left, warning };
  const tone = warning === 'urgent' || warning === 'passed' ? 'alarm' : warning === 'soon' ? 'warning' : 'calm';
  return { ...facts, message: deadlineMoment(facts), tone };
}
