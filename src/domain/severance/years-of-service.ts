import type { CalendarDay } from '@/basics/calendar';
import { lastDayOfMonthsFrom } from '../pricing/membership-term';

/**
 * Years of service as the statutory severance counts them (§ 1a Abs. 2 KSchG): one for each year the
 * employment existed, "ein Zeitraum von mehr als sechs Monaten ist auf ein volles Jahr aufzurunden".
 * The employment runs from its first day to its end, the last day of the notice period, both
 * counted; periods of months end as the BGB says (§§ 187 Abs. 2, 188 Abs. 2 and 3 BGB: employment
 * from 31 January has its first month on 28 February).
 *
 * Where only the start month is known (the calculator asks month and year), the first of that month
 * is the start: at most a month too early, and said so beside the result.
 */
export interface YearsOfService {
  /** Years for the severance: the whole years, plus one for a remainder of more than six months. */
  years: number;
  wholeYears: number;
  /** Whole months beyond the whole years (0–11). */
  months: number;
  /** The remainder was more than six months and counted as a year. */
  roundedUp: boolean;
}

/** § 1a Abs. 2 Satz 3 KSchG: only MORE than six months round up; exactly six do not. */
export const ROUND_UP_AFTER_MONTHS = 6;

/** Whether the period of `months` that starts with `start` has ended by the end of `end`. */
const completed = (start: CalendarDay, months: number, end: CalendarDay) => months <= 0 || (lastDayOfMonthsFrom(start, months) as CalendarDay) <= end;

/** The years of an employment from `start` to `end` (both YYYY-MM-DD, both counted); 0 when end is before start. */
export function yearsOfService(start: CalendarDay, end: CalendarDay): YearsOfService {
  if (end < start) return { years: 0, wholeYears: 0, months: 0, roundedUp: false };
  let wholeYears = 0;
  while (completed(start, (wholeYears + 1) * 12, end)) wholeYears += 1;
  let months = 0;
  while (months < 11 && completed(start, wholeYears * 12 + months + 1, end)) months += 1;
  // More than six months: the six-month period after the whole years is over, and at least a day beyond it.
  const sixMonthsEnd = lastDayOfMonthsFrom(start, wholeYears * 12 + ROUND_UP_AFTER_MONTHS) as CalendarDay;
  const roundedUp = end > sixMonthsEnd;
  return { years: wholeYears + (roundedUp ? 1 : 0), wholeYears, months, roundedUp };
}

/** The first day of a start month given as year and month (1–12). */
export const firstDayOfMonth = (year: number, month: number): CalendarDay => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/**
 * Whether an employment that began on `start` had lasted more than six months on `day`, the day the
 * dismissal was received (§ 1 Abs. 1 KSchG): from 1 April, a dismissal received on 1 October is.
 */
export const employedMoreThanSixMonths = (start: CalendarDay, day: CalendarDay): boolean => day > (lastDayOfMonthsFrom(start, ROUND_UP_AFTER_MONTHS) as CalendarDay);
