/**
 * The days of a membership's life: when it starts, when its initial term ends, and the day a
 * cancellation ends it. Periods are computed as the BGB counts them:
 *
 * - A period that starts with the beginning of a day counts that day (§ 187 Abs. 2 BGB): a term of
 *   12 months starting 15 March 2026 ends with 14 March 2027 (§ 188 Abs. 2 BGB, the day before the
 *   one with the same number). Where the following month lacks that day, the term ends with the last
 *   day of that month (§ 188 Abs. 3 BGB): one month from 31 January 2026 ends 28 February 2026.
 * - A period that starts with an event (the cancellation reaching us) does not count that day
 *   (§ 187 Abs. 1 BGB) and ends with the day of the same number (§ 188 Abs. 2 BGB): a month's notice
 *   given on 15 March ends 15 April; given on 31 January, it ends 28 February (§ 188 Abs. 3 BGB).
 * - A consumer contract's initial term may be at most two years, the notice at most a month, and after
 *   the initial term the contract runs on indefinitely and can be cancelled at any time with that
 *   notice (§ 309 Nr. 9 BGB): an ordinary cancellation ends the membership at the end of the initial
 *   term or, when the notice runs beyond it, when the notice ends.
 * - Without a notice period the membership ends at the end of the initial term or, after it, at the
 *   end of the month the cancellation arrives in (the terms' promise).
 * - An extraordinary cancellation for an important reason (§ 314 BGB) ends it on the day it arrives.
 */
import { addDays, type CalendarDay, dayFromParts } from '@/basics/calendar';
import { withdrawalPeriodEnds } from '../withdrawal/withdrawal';
import type { MembershipPlanTerms } from './membership-plans';

export { withdrawalPeriodDays } from '../withdrawal/withdrawal';

const parts = (day: CalendarDay) => day.split('-').map(Number) as [number, number, number];

const daysInMonth = (year: number, month: number) => Number(dayFromParts(year, month + 1, 0).slice(8));

/** The month `months` after the day's, with the day's number kept when that month has it, else its last day. */
function sameDayMonthsLater(day: CalendarDay, months: number): { day: CalendarDay; existed: boolean } {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = daysInMonth(targetYear, targetMonth);
  return { day: dayFromParts(targetYear, targetMonth, Math.min(date, last)), existed: date <= last };
}

/**
 * The last day of a period of whole months that starts with (and counts) `start`, e.g. the initial
 * term. Undefined for 0 months: there is no such period.
 */
export function lastDayOfMonthsFrom(start: CalendarDay, months: number): CalendarDay | undefined {
  if (months <= 0) return undefined;
  const target = sameDayMonthsLater(start, months);
  // § 188 Abs. 2: the day before the one with the start's number; Abs. 3: that month's last day if it has none.
  return target.existed ? addDays(target.day, -1) : target.day;
}

/** The day a notice of `months` given on `day` ends (the day it arrives does not count). */
export const noticeEnds = (day: CalendarDay, months: number): CalendarDay => (months <= 0 ? day : sameDayMonthsLater(day, months).day);

const endOfMonth = (day: CalendarDay): CalendarDay => {
  const [year, month] = parts(day);
  return dayFromParts(year, month, daysInMonth(year, month));
};

const later = (a: CalendarDay, b: CalendarDay) => (a > b ? a : b);

export interface MembershipDates {
  /** The day the membership's services and its payments start. */
  startsOn: CalendarDay;
  /** The last day of the initial term; undefined when the plan has none. */
  minimumTermEndsOn: CalendarDay | undefined;
}

/**
 * A membership concluded on `concludedOn` starts that day when the customer asked us to start before
 * the withdrawal period ends (§ 356 Abs. 4, § 357a Abs. 2 BGB), otherwise the day after it ends (a
 * last day on a weekend or holiday moves the end, § 193 BGB, and so the start).
 */
export function membershipDates(concludedOn: CalendarDay, plan: Pick<MembershipPlanTerms, 'minimumTermMonths'>, earlyStart: boolean): MembershipDates {
  const startsOn = earlyStart ? concludedOn : addDays(withdrawalPeriodEnds(concludedOn), 1);
  return { startsOn, minimumTermEndsOn: lastDayOfMonthsFrom(startsOn, plan.minimumTermMonths) };
}

export const cancellationKinds = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

/** The last day of a membership cancelled on `receivedOn` (the day the cancellation reaches us, in Germany). */
export function membershipEndsOn(
  membership: { minimumTermEndsOn: CalendarDay | undefined | null; noticePeriodMonths: number },
  receivedOn: CalendarDay,
  kind: CancellationKind,
): CalendarDay {
  if (kind === 'extraordinary') return receivedOn;
  const byNotice = membership.noticePeriodMonths > 0 ? noticeEnds(receivedOn, membership.noticePeriodMonths) : endOfMonth(receivedOn);
  return membership.minimumTermEndsOn ? later(membership.minimumTermEndsOn, byNotice) : byNotice;
}
