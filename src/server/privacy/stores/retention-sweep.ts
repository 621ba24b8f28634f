/**
 * Retained records go when their period has run out: kept beyond the legal period they would no longer
 * have a ground under Art. 17 Abs. 3 lit. b GDPR, and storage limitation (Art. 5 Abs. 1 lit. e GDPR)
 * requires their deletion. A record is kept through its `retain_until` day and deleted from the next
 * day in Germany on, by the daily housekeeping (src/server/housekeeping.ts).
 */
import { lt } from 'drizzle-orm';
import { dayInGermany } from '@/basics/calendar';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { retainedRecords } from '../../db/tables/retained-records';

/** Deletes the records whose last day to keep is over; answers how many. */
export async function deleteExpiredRetainedRecords(at: Date = now()): Promise<number> {
  const db = await getDatabase();
  const deleted = await db.delete(retainedRecords).where(lt(retainedRecords.retainUntil, dayInGermany(at))).returning({ id: retainedRecords.id });
  return deleted.length;
}
