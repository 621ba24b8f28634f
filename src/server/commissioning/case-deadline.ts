/**
 * The deadline a dismissal case carries to its customer (dashboard and case page): three weeks from
 * the day the letter was received (§ 4 KSchG), counted from today in Germany whenever it is asked,
 * so the days left are never stale.
 */
import { isCalendarDate } from '@/basics/calendar';
import type { CaseDeadline } from '@/contracts/engine';
import { dismissalClaimStatus, letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import type { CaseRow } from '../cases/schema';
import type { OrderRow } from './schema';

export function caseDeadline(row: CaseRow, order: OrderRow | undefined, now: Date): CaseDeadline | undefined {
  if (row.productName !== 'dismissal' || !order) return undefined;
  const received = order.answers[letterReceivedQuestion];
  if (typeof received !== 'string' || !isCalendarDate(received)) return undefined;
  const status = dismissalClaimStatus(received, now);
  return { day: status.deadline, days_left: status.daysLeft, warning: status.warning };
}
