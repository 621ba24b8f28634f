/**
 * The cases whose deadline needs the team: open, a deadline on or before the cut-off day (the fifth
 * working day from today, `attentionCutoff`; a passed one included), and nothing filed yet
 * (`claim_filed_at` is set when a case first goes to court). Read along `cases_deadline_alert_idx`. And
 * the record of which day's digest went out, so that of several instances only one sends it.
 */
import { and, asc, eq, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { CalendarDay } from '@/basics/calendar';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { type CaseRow, cases, deadlineDigests } from '../../db/tables/cases';
import { staffMembers } from '../../db/tables/staff';

/** The condition, for the inbox's flag and filter as for the digest. */
export const needsAttention = (cutoff: CalendarDay): SQL =>
  and(isNotNull(cases.deadlineDay), sql`${cases.deadlineDay} <= ${cutoff}`, isNull(cases.claimFiledAt), notInArray(cases.status, [...closedStatuses])) as SQL;

export interface CaseNeedingAttention {
  case: CaseRow;
  /** Who works it; null while nobody has taken it. */
  assigneeName: string | null;
}

/** Every case needing the team's attention, the nearest deadline first. */
export async function casesNeedingAttention(cutoff: CalendarDay): Promise<CaseNeedingAttention[]> {
  const db = await getDatabase();
  const rows = await db
    .select({ case: cases, assigneeName: staffMembers.name })
    .from(cases)
    .leftJoin(staffMembers, eq(staffMembers.id, cases.assignedStaffId))
    .where(needsAttention(cutoff))
    .orderBy(asc(cases.deadlineDay), asc(cases.id));
  return rows.map((row) => ({ case: row.case, assigneeName: row.assigneeName }));
}

/** How many cases need the team's attention. */
export async function countNeedingAttention(executor: DatabaseExecutor, cutoff: CalendarDay): Promise<number> {
  const [{ total }] = await executor.select({ total: sql<number>`count(*)::int` }).from(cases).where(needsAttention(cutoff));
  return Number(total);
}

/** Claims the day's digest: true for the one caller that may send it, false once any has. */
export async function claimDigestDay(day: CalendarDay, at: Date, count: number): Promise<boolean> {
  const db = await getDatabase();
  const claimed = await db.insert(deadlineDigests).values({ day, sentAt: at, cases: count }).onConflictDoNothing().returning({ day: deadlineDigests.day });
  return claimed.length > 0;
}

/** Gives the day back when its digest could not be sent, so the next round may try again. */
export async function releaseDigestDay(day: CalendarDay): Promise<void> {
  const db = await getDatabase();
  await db.delete(deadlineDigests).where(eq(deadlineDigests.day, day));
}
