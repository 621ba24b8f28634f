/**
 * How a dismissal case's deadline (§ 4 KSchG) is shown to its customer on the dashboard and the case
 * page: the last day, the days left, and how loudly to warn. The backend counts the days from today in
 * Germany when the page is asked for; closed cases show nothing, since the deadline no longer matters
 * to what the customer has to do.
 */
import type { CaseDeadline } from '@/contracts/engine';
import { closedStatuses, deadlineWarnings } from '@/contracts/vocabulary/cases';

/** `caseOrder:deadline.<message>`: the last day has its own words. */
export type DeadlineMessage = 'ok' | 'soon' | 'urgent' | 'lastDay' | 'passed';

export interface DeadlineView {
  /** YYYY-MM-DD. */
  day: string;
  daysLeft: number;
  message: DeadlineMessage;
  /** A visible warning (with a word and an icon, not colour alone) for `soon`, `urgent` and `passed`. */
  tone: 'calm' | 'warning' | 'alarm';
}

export function deadlineView(deadline: CaseDeadline | null | undefined, status: string | null | undefined): DeadlineView | null {
  if (!deadline || closedStatuses.has(status ?? '')) return null;
  // Another account service may send words this portal does not know: show the day without a warning.
  const warning = (deadlineWarnings as readonly string[]).includes(deadline.warning) ? deadline.warning : 'ok';
  const message: DeadlineMessage = warning === 'urgent' && deadline.days_left === 0 ? 'lastDay' : (warning as DeadlineMessage);
  const tone = warning === 'urgent' || warning === 'passed' ? 'alarm' : warning === 'soon' ? 'warning' : 'calm';
  return { day: deadline.day, daysLeft: deadline.days_left, message, tone };
}
