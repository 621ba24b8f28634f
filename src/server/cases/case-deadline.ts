/**
 * The deadline a dismissal case carries to its customer (dashboard and case page) and to the back
 * office's inbox: three weeks from the day the letter was received (§ 4 KSchG). The last day is fixed
 * by the order's answer and stored with the case (`deadline_day`) so the inbox can sort by it; the days
 * left are counted from today in Germany whenever it is asked, so they are never stale.
 */
import { dayInGermany, isCalendarDate } from '@/basics/calendar';
import type { CaseDeadline } from '@/contracts/engine';
import { deadlineStatus, dismissalClaimDeadline, dismissalClaimStatus, letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import type { CaseRow } from '../db/tables/cases';
import type { OrderRow } from '../db/tables/orders';

const receivedDay = (productName: string, answers: OrderRow['answers']): string | undefined => {
  if (productName !== 'dismissal') return undefined;
  const received = answers[letterReceivedQuestion];
  return typeof received === 'string' && isCalendarDate(received) ? received : undefined;
};

export function caseDeadline(row: CaseRow, order: OrderRow | undefined, now: Date): CaseDeadline | undefined {
  const received = order && receivedDay(row.productName, order.answers);
  if (!received) return undefined;
  const status = dismissalClaimStatus(received, now);
  return { day: status.deadline, days_left: status.daysLeft, warning: status.warning };
}

/** The last day of an order's deadline, to store with its case; null for products without one. */
export function deadlineDayOf(productName: string, answers: OrderRow['answers']): string | null {
  const received = receivedDay(productName, answers);
  return received ? dismissalClaimDeadline(received).deadline : null;
}

/** The deadline of a stored last day, with the days left from today. */
export function deadlineOfDay(day: string | null, now: Date): CaseDeadline | undefined {
  if (!day) return undefined;
  const status = deadlineStatus(day, dayInGermany(now));
  return { day: status.deadline, days_left: status.daysLeft, warning: status.warning };
}
