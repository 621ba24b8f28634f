/**
 * A membership's direct debits: one per month of membership, in advance, computed from the plan's
 * price and the start. The same rules make the schedule the back office sees, the next debit the
 * dashboard shows and the day each pre-notification names.
 *
 * - **Months.** The fee is paid monthly in advance (terms, "Mitgliedschaften"). The n-th month starts
 *   the day after the n-th month from the start has ended, counted as the BGB counts periods (§ 187
 *   Abs. 2, § 188 Abs. 2 and 3 BGB): from 31 January the months run 31 Jan–28 Feb, 1 Mar–30 Mar,
 *   31 Mar–30 Apr. Twelve months end exactly with the initial term.
 * - **Due day.** A month's debit is due on its first day, but never earlier than the agreed
 *   pre-notification period allows after the contract was concluded (the first notice cannot go out
 *   before then; SEPA Core Rulebook: the creditor informs the debtor at least 14 calendar days before
 *   the due day unless another period is agreed, and the terms agree a shorter one). A day on which
 *   debits do not settle moves to the next TARGET day (target-days.ts).
 * - **The last month.** When the membership ends within a month (a cancellation to a day, a notice
 *   that does not end with a month), that month's debit covers only the days up to the end: the
 *   monthly fee in proportion to the days of that month, rounded to the cent. Months after the end
 *   have no debit.
 */
import { addDays, type CalendarDay, daysBetween } from '@/basics/calendar';
import { lastDayOfMonthsFrom } from '../pricing/membership-term';
import { nextTargetDay } from './target-days';

export interface DebitTerms {
  /** The membership's first day. */
  startsOn: CalendarDay;
  /** The day the contract was concluded: no notice, so no debit, can be earlier. */
  concludedOn: CalendarDay;
  monthlyPriceCents: number;
  /** The agreed pre-notification period in calendar days. */
  preNotificationDays: number;
  /** The membership's last day once it is cancelled or withdrawn; null while it runs on. */
  endsOn?: CalendarDay | null;
}

export interface BillingPeriod {
  start: CalendarDay;
  end: CalendarDay;
}

export interface PlannedDebit {
  /** 0 for the first month. */
  sequence: number;
  /** The days the debit pays for: a whole month, or the last month up to the membership's end. */
  period: BillingPeriod;
  dueOn: CalendarDay;
  amountCents: number;
}

/** The n-th month (0: the first) of a membership that started on `startsOn`. */
export function billingPeriod(startsOn: CalendarDay, sequence: number): BillingPeriod {
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError(`not a month of a membership: ${sequence}`);
  const start = sequence === 0 ? startsOn : addDays(lastDayOfMonthsFrom(startsOn, sequence)!, 1);
  return { start, end: lastDayOfMonthsFrom(startsOn, sequence + 1)! };
}

const daysIn = (period: BillingPeriod) => daysBetween(period.start, period.end) + 1;

/** The part of a month's fee for the days from its start up to and including `lastDay`. */
export function proRataCents(monthlyPriceCents: number, month: BillingPeriod, lastDay: CalendarDay): number {
  if (lastDay >= month.end) return monthlyPriceCents;
  if (lastDay < month.start) return 0;
  return Math.round((monthlyPriceCents * (daysBetween(month.start, lastDay) + 1)) / daysIn(month));
}

/** The first day any debit may be due: the day of conclusion plus the pre-notification period. */
export const earliestDueDay = (terms: Pick<DebitTerms, 'concludedOn' | 'preNotificationDays'>): CalendarDay => addDays(terms.concludedOn, terms.preNotificationDays);

/** The debit for the n-th month, or undefined when the membership has ended before that month. */
export function plannedDebit(terms: DebitTerms, sequence: number): PlannedDebit | undefined {
  const month = billingPeriod(terms.startsOn, sequence);
  if (terms.endsOn && terms.endsOn < month.start) return undefined;
  const earliest = earliestDueDay(terms);
  const period = terms.endsOn && terms.endsOn < month.end ? { start: month.start, end: terms.endsOn } : month;
  return {
    sequence,
    period,
    dueOn: nextTargetDay(month.start > earliest ? month.start : earliest),
    amountCents: proRataCents(terms.monthlyPriceCents, month, period.end),
  };
}

/** Every debit of the months that start on or before `lastDay` (and before the membership's end). */
export function debitsThrough(terms: DebitTerms, lastDay: CalendarDay): PlannedDebit[] {
  const debits: PlannedDebit[] = [];
  for (let sequence = 0; ; sequence += 1) {
    if (billingPeriod(terms.startsOn, sequence).start > lastDay) return debits;
    const debit = plannedDebit(terms, sequence);
    if (!debit) return debits;
    debits.push(debit);
  }
}

/**
 * What a debit already collected paid for days after the membership's end (an extraordinary
 * cancellation or a withdrawal within a month): the fee in proportion to those days, to be refunded.
 */
export function paidBeyondEnd(debit: Pick<PlannedDebit, 'period' | 'amountCents'>, endsOn: CalendarDay): number {
  if (endsOn >= debit.period.end) return 0;
  if (endsOn < debit.period.start) return debit.amountCents;
  return debit.amountCents - Math.round((debit.amountCents * (daysBetween(debit.period.start, endsOn) + 1)) / daysIn(debit.period));
}
