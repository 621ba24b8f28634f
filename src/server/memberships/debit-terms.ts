/**
 * What a membership's debit schedule is computed from (src/domain/sepa/debit-schedule.ts): its start,
 * the day it was concluded, the agreed price and pre-notification period, and its end once known. The
 * schedule reaches the end of the initial term at once and at least two months ahead while the
 * membership runs on; months already over when a schedule is first written are left out.
 */
import { addDays, type CalendarDay, dayInGermany } from '@/basics/calendar';
import { type DebitTerms, debitsThrough, type PlannedDebit } from '@/domain/sepa/debit-schedule';
import type { MembershipRow } from '../db/tables/memberships';

/** How far ahead of today the schedule always reaches. */
export const scheduleAheadDays = 62;

export const debitTermsOf = (row: MembershipRow): DebitTerms => ({
  startsOn: row.startsOn,
  concludedOn: dayInGermany(row.signedAt),
  monthlyPriceCents: row.monthlyPriceCents,
  preNotificationDays: row.preNotificationDays,
  endsOn: row.endsOn,
});

/** The months a membership's schedule holds on `today`. */
export function plannedDebitsOf(row: MembershipRow, today: CalendarDay): PlannedDebit[] {
  const ahead = addDays(today, scheduleAheadDays);
  const horizon = row.minimumTermEndsOn && row.minimumTermEndsOn > ahead ? row.minimumTermEndsOn : ahead;
  return debitsThrough(debitTermsOf(row), horizon).filter((debit) => debit.period.end >= today);
}

/** The statuses under which a membership's debits are announced: it runs (a cancelled one until its end). */
export const debitingStatuses = ['active', 'cancelled'] as const;
