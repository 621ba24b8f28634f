import type { CalendarDay } from '@/basics/calendar';

/**
 * Which refunds of account fees are not yet time-barred. A refund claim for a fee debited without a
 * valid agreement (§ 812 Abs. 1 Satz 1 BGB) becomes time-barred after three years (§ 195 BGB),
 * counted from the end of the year in which it arose (§ 199 Abs. 1 BGB). Each debit is a claim of its
 * own, and the uncertain law before the BGH's ruling of 27 April 2021 does not start the period later
 * (BGH, Urteil vom 3. Juni 2025, XI ZR 45/24). So on any day of year Y the debits of Y − 3 onwards can be
 * claimed, and those of Y − 3 lapse at the end of 31 December of Y.
 */
export const LIMITATION_YEARS = 3;

export interface ClaimablePeriod {
  /** The first year whose debits can still be claimed. */
  firstYear: number;
  /** The last day before that year's debits lapse: 31 December of the current year. */
  lapsesOn: CalendarDay;
}

/** The claimable years on `today` (YYYY-MM-DD, in Germany). */
export function claimablePeriod(today: CalendarDay): ClaimablePeriod {
  const year = Number(today.slice(0, 4));
  return { firstYear: year - LIMITATION_YEARS, lapsesOn: `${year}-12-31` };
}
