/**
 * Keeping each membership's debit schedule: written with the membership, extended by the daily
 * housekeeping while it runs on, settled when it ends (a cancellation to its last day, a withdrawal
 * that uses the mandate no more).
 */
import { type CalendarDay, dayInGermany } from '@/basics/calendar';
import { billingPeriod, plannedDebit } from '@/domain/sepa/debit-schedule';
import { now } from '../../clock';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import type { MembershipRow } from '../../db/tables/memberships';
import { debitingStatuses, debitTermsOf, plannedDebitsOf } from '../debit-terms';
import { debitsOf, insertDebits, runningMembershipsWithLastMonth, settleDebits } from '../stores/debit-store';

/** Writes the schedule of a membership just taken out (inside its transaction). */
export async function scheduleDebits(tx: DatabaseExecutor, membership: MembershipRow, at: Date): Promise<void> {
  await insertDebits(tx, membership.id, plannedDebitsOf(membership, dayInGermany(at)), at);
}

/** The housekeeping's round: every running membership's schedule reaches its horizon. Answers the months added. */
export async function extendDebitSchedules(at: Date = now()): Promise<number> {
  const today = dayInGermany(at);
  let added = 0;
  const db = await getDatabase();
  for (const { membership, lastSequence } of await runningMembershipsWithLastMonth(debitingStatuses)) {
    const missing = plannedDebitsOf(membership, today).filter((debit) => lastSequence === null || debit.sequence > lastSequence);
    if (missing.length > 0) added += await insertDebits(db, membership.id, missing, at);
  }
  return added;
}

/**
 * The membership ends with `endsOn` (inside the declaration's transaction, which arrived on
 * `receivedOn`): later months are not debited and the last month only up to the end; after a
 * withdrawal no debit not yet due is collected.
 */
export async function settleDebitsAtEnd(tx: DatabaseExecutor, membership: MembershipRow, endsOn: CalendarDay, receivedOn: CalendarDay, withdrawal = false): Promise<void> {
  const months = await debitsOf(tx, membership.id);
  const last = months.find((month) => month.periodStart <= endsOn && endsOn < billingPeriod(membership.startsOn, month.sequence).end);
  const shortened = last ? plannedDebit({ ...debitTermsOf(membership), endsOn }, last.sequence) : undefined;
  await settleDebits(tx, membership.id, {
    endsOn,
    receivedOn,
    withdrawal,
    lastMonth: shortened && { sequence: shortened.sequence, periodEnd: shortened.period.end, amountCents: shortened.amountCents },
  });
}
