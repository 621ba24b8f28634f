/**
 * A membership's debit schedule in SQL: writing the months planned, reading them, claiming the
 * pre-notifications that are due so that only one instance sends each, and settling the schedule
 * when the membership ends.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { CalendarDay } from '@/basics/calendar';
import type { PlannedDebit } from '@/domain/sepa/debit-schedule';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { type MembershipDebitRow, membershipDebits, type MembershipRow, memberships } from '../../db/tables/memberships';

/** Writes the months not yet in the schedule; months already there stay as they are. Answers how many were new. */
export async function insertDebits(executor: DatabaseExecutor, membershipId: number, debits: PlannedDebit[], at: Date): Promise<number> {
  if (debits.length === 0) return 0;
  const inserted = await executor
    .insert(membershipDebits)
    .values(
      debits.map((debit) => ({
        membershipId,
        sequence: debit.sequence,
        periodStart: debit.period.start,
        periodEnd: debit.period.end,
        dueOn: debit.dueOn,
        amountCents: debit.amountCents,
        status: 'scheduled' as const,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: [membershipDebits.membershipId, membershipDebits.sequence] })
    .returning({ id: membershipDebits.id });
  return inserted.length;
}

/** A membership's debits, first month first. */
export async function debitsOf(executor: DatabaseExecutor, membershipId: number): Promise<MembershipDebitRow[]> {
  return executor.select().from(membershipDebits).where(eq(membershipDebits.membershipId, membershipId)).orderBy(asc(membershipDebits.sequence));
}

/** The debits of several memberships, by membership id, first month first. */
export async function debitsOfMemberships(executor: DatabaseExecutor, membershipIds: number[]): Promise<Map<number, MembershipDebitRow[]>> {
  const result = new Map<number, MembershipDebitRow[]>();
  if (membershipIds.length === 0) return result;
  const rows = await executor
    .select()
    .from(membershipDebits)
    .where(inArray(membershipDebits.membershipId, membershipIds))
    .orderBy(asc(membershipDebits.membershipId), asc(membershipDebits.sequence));
  for (const row of rows) result.set(row.membershipId, [...(result.get(row.membershipId) ?? []), row]);
  return result;
}

/** Each running membership with the highest month its schedule holds (null: none yet), for the housekeeping to extend it. */
export async function runningMembershipsWithLastMonth(statuses: readonly string[]): Promise<{ membership: MembershipRow; lastSequence: number | null }[]> {
  const db = await getDatabase();
  const rows = await db
    .select({ membership: memberships, lastSequence: sql<number | null>`max(${membershipDebits.sequence})` })
    .from(memberships)
    .leftJoin(membershipDebits, eq(membershipDebits.membershipId, memberships.id))
    .where(inArray(memberships.status, [...statuses]))
    .groupBy(memberships.id);
  return rows.map((row) => ({ membership: row.membership, lastSequence: row.lastSequence === null ? null : Number(row.lastSequence) }));
}

/** How long a claim to send a notice holds before another instance may take over (a crash mid-send). */
const claimLifetimeMs = 10 * 60 * 1000;

/**
 * Claims the scheduled debits whose notice is due on `today` (from the due day less the membership's
 * agreed period and `margin` days), optionally of one membership only. A claimed debit is this
 * instance's to announce; a claim older than ten minutes counts as abandoned.
 */
export async function claimDueNotices(
  today: CalendarDay,
  at: Date,
  options: { membershipId?: number; limit: number; margin: number; statuses: readonly string[] },
): Promise<{ debit: MembershipDebitRow; membership: MembershipRow }[]> {
  const db = await getDatabase();
  const abandoned = new Date(at.getTime() - claimLifetimeMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: membershipDebits.id })
      .from(membershipDebits)
      .innerJoin(memberships, eq(memberships.id, membershipDebits.membershipId))
      .where(
        and(
          eq(membershipDebits.status, 'scheduled'),
          inArray(memberships.status, [...options.statuses]),
          options.membershipId === undefined ? undefined : eq(membershipDebits.membershipId, options.membershipId),
          lte(sql`${membershipDebits.dueOn} - (${memberships.preNotificationDays} + ${options.margin})::int`, sql`${today}::date`),
          or(isNull(membershipDebits.noticeClaimedAt), lt(membershipDebits.noticeClaimedAt, abandoned)),
        ),
      )
      .orderBy(asc(membershipDebits.dueOn), asc(membershipDebits.id))
      .limit(options.limit)
      .for('update', { of: membershipDebits, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(membershipDebits)
      .set({ noticeClaimedAt: at })
      .where(inArray(membershipDebits.id, due.map((row) => row.id)))
      .returning();
    const owners = await tx.select().from(memberships).where(inArray(memberships.id, [...new Set(claimed.map((row) => row.membershipId))]));
    const byId = new Map(owners.map((row) => [row.id, row]));
    return claimed
      .sort((a, b) => (a.dueOn === b.dueOn ? a.id - b.id : a.dueOn < b.dueOn ? -1 : 1))
      .map((debit) => ({ debit, membership: byId.get(debit.membershipId)! }));
  });
}

/** The notice went out naming `dueOn` (the scheduled day, or a later one when it went out late). */
export async function markAnnounced(debitId: number, dueOn: CalendarDay, at: Date): Promise<void> {
  const db = await getDatabase();
  await db.update(membershipDebits).set({ status: 'announced', dueOn, announcedAt: at }).where(eq(membershipDebits.id, debitId));
}

/** Sending failed: the next round tries again. */
export async function releaseClaim(debitId: number): Promise<void> {
  const db = await getDatabase();
  await db.update(membershipDebits).set({ noticeClaimedAt: null }).where(and(eq(membershipDebits.id, debitId), eq(membershipDebits.status, 'scheduled')));
}

/**
 * The membership ends with `endsOn` (the declaration arrived on `receivedOn`). Debits already due by
 * then stay as they are: what they paid beyond the end is refunded (the back office shows it). Of the
 * others, the months that start after the end are cancelled, and so is every one after a withdrawal
 * (`withdrawal`), whose mandate is never used again. The month the end falls in is shortened to its
 * days with the amount given, and announced again when its notice had named another amount.
 */
export async function settleDebits(
  tx: DatabaseExecutor,
  membershipId: number,
  { endsOn, receivedOn, withdrawal, lastMonth }: { endsOn: CalendarDay; receivedOn: CalendarDay; withdrawal: boolean; lastMonth?: { sequence: number; periodEnd: CalendarDay; amountCents: number } },
): Promise<void> {
  const notYetDue = and(eq(membershipDebits.membershipId, membershipId), inArray(membershipDebits.status, ['scheduled', 'announced']), gt(membershipDebits.dueOn, receivedOn));
  await tx
    .update(membershipDebits)
    .set({ status: 'cancelled', noticeClaimedAt: null })
    .where(and(notYetDue, withdrawal ? undefined : gt(membershipDebits.periodStart, endsOn)));
  if (withdrawal || !lastMonth) return;
  await tx
    .update(membershipDebits)
    .set({ periodEnd: lastMonth.periodEnd, amountCents: lastMonth.amountCents, status: 'scheduled', announcedAt: null, noticeClaimedAt: null })
    .where(and(notYetDue, eq(membershipDebits.sequence, lastMonth.sequence), or(ne(membershipDebits.periodEnd, lastMonth.periodEnd), ne(membershipDebits.amountCents, lastMonth.amountCents))));
}
