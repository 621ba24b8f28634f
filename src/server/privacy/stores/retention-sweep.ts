/**
 * Retained records, and ended memberships, go when their period has run out: kept beyond the legal period they would no longer
 * have a ground under Art. 17 Abs. 3 lit. b GDPR, and storage limitation (Art. 5 Abs. 1 lit. e GDPR)
 * requires their deletion. A record is kept through its `retain_until` day and deleted from the next
 * day in Germany on, by the daily housekeeping (src/server/housekeeping.ts).
 */
import { and, eq, inArray, isNotNull, lt, max, ne } from 'drizzle-orm';
import { dayInGermany } from '@/basics/calendar';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { membershipDebits, memberships } from '../../db/tables/memberships';
import { retainedRecords } from '../../db/tables/retained-records';
import { membershipRetainUntil, stillRetained } from '../retention';

/** Deletes the records whose last day to keep is over; answers how many. */
export async function deleteExpiredRetainedRecords(at: Date = now()): Promise<number> {
  const db = await getDatabase();
  const deleted = await db.delete(retainedRecords).where(lt(retainedRecords.retainUntil, dayInGermany(at))).returning({ id: retainedRecords.id });
  return deleted.length;
}

/**
 * Ended memberships (withdrawn or cancelled, their last day past) go with their mandate and debits
 * once the longest period that keeps them has run out (membershipRetainUntil); answers how many.
 */
export async function deleteMembershipsPastRetention(at: Date = now()): Promise<number> {
  const db = await getDatabase();
  const ended = await db
    .select({ id: memberships.id, endsOn: memberships.endsOn, lastDebitDueOn: max(membershipDebits.dueOn) })
    .from(memberships)
    .leftJoin(membershipDebits, and(eq(membershipDebits.membershipId, memberships.id), ne(membershipDebits.status, 'cancelled')))
    .where(and(inArray(memberships.status, ['withdrawn', 'cancelled']), isNotNull(memberships.endsOn), lt(memberships.endsOn, dayInGermany(at))))
    .groupBy(memberships.id, memberships.endsOn);
  const expired = ended.filter((row) => !stillRetained(membershipRetainUntil({ endsOn: row.endsOn!, lastDebitDueOn: row.lastDebitDueOn ?? null }), at)).map((row) => row.id);
  if (expired.length === 0) return 0;
  // Debits go with their membership (ON DELETE CASCADE); declarations naming it keep their own record.
  const deleted = await db.delete(memberships).where(inArray(memberships.id, expired)).returning({ id: memberships.id });
  return deleted.length;
}
