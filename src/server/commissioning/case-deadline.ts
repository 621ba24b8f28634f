/**
 * The deadline a dismissal case carries to its customer (dashboard and case page) and to the back
 * office's inbox: three weeks from the day the letter was received (§ 4 KSchG). The last day is fixed
 * by the order's answer and stored with the case (`deadline_day`) so the inbox can sort by it; the days
 * left are counted from today in Germany whenever it is asked, so they are never stale.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { dayInGermany, isCalendarDate } from '@/basics/calendar';
import type { CaseDeadline } from '@/contracts/engine';
import { deadlineStatus, dismissalClaimDeadline, dismissalClaimStatus, letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import { cases, type CaseRow } from '../cases/schema';
import type { DatabaseExecutor } from '../db/client';
import { type OrderRow, orders } from './schema';

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

/**
 * Stores the last day for dismissal cases ordered before it was kept with the case (run after the
 * migrations; idempotent, and a single query once every case has its day).
 */
export async function fillMissingDeadlineDays(executor: DatabaseExecutor): Promise<number> {
  const missing = await executor
    .select({ id: cases.id, answers: orders.answers })
    .from(cases)
    .innerJoin(orders, eq(orders.caseId, cases.id))
    .where(and(eq(cases.productName, 'dismissal'), isNull(cases.deadlineDay)));
  let filled = 0;
  for (const row of missing) {
    const day = deadlineDayOf('dismissal', row.answers);
    if (!day) continue;
    await executor.update(cases).set({ deadlineDay: day }).where(eq(cases.id, row.id));
    filled += 1;
  }
  return filled;
}
