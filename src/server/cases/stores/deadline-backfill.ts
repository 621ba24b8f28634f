import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { cases } from '../../db/tables/cases';
import { orders } from '../../db/tables/orders';
import { deadlineDayOf } from '../case-deadline';

/**
 * Data the migrations' SQL cannot compute (the holiday rules of a deadline), filled in by code: the
 * last day of dismissal cases ordered before it was kept with the case. Run after the migrations by
 * the server's start and `npm run db:migrate`; idempotent, and a single query once every case has
 * its day.
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
