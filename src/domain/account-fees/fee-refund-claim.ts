import type { CalendarDay } from '@/basics/calendar';
import { claimablePeriod } from './limitation';

/**
 * Whether a current account's fees can be reclaimed, and roughly how much.
 *
 * - BGH, Urteil vom 27. April 2021, XI ZR 26/20: banks' terms under which a customer's silence
 *   counts as consent to new fees ("Zustimmungsfiktion") are void; fees raised or introduced that way
 *   were never agreed. The question is therefore whether fees were raised or introduced before that
 *   day without the customer's express yes, not when the account was opened (an account opened in
 *   January to April 2021 can qualify).
 * - BGH, Urteil vom 19. November 2024, XI ZR 139/23: continuing to use the account and pay the fees is
 *   no consent either. Only an express agreement (a signature, a click on "agree") validates them,
 *   and only from then on.
 * - BGH, Urteil vom 3. Juni 2025, XI ZR 45/24: each debit's refund lapses three years after the end of
 *   its year (limitation.ts).
 *
 * The estimate counts the months of the claimable years up to the current month (or up to the end of
 * the year the customer agreed or stopped paying) times the monthly amount the change costs: an upper
 * figure, since the month of an agreement is not asked.
 */
export const TACIT_CONSENT_VOID_FROM = '2021-04-27';

/** How the check's questions are answered; `unknown` is answered "we check it", never "no". */
export const feeAnswers = ['yes', 'no', 'unknown'] as const;

export type FeeAnswer = (typeof feeAnswers)[number];

export interface FeeRefundQuestion {
  /** Fees raised or introduced before 27 April 2021 without an express yes. */
  feesChanged: FeeAnswer;
  /** The customer later agreed to them expressly, and in which year. */
  expressConsent: FeeAnswer;
  expressConsentYear?: number;
  /** The customer still pays them; if not, until which year they did. */
  stillPaying: 'yes' | 'no';
  paidUntilYear?: number;
  /** EUR a month the change costs (the new price minus the old one; all of it if the account was free). */
  monthlyFee: number;
}

export type FeeRefundClaim =
  | {
      claimable: true;
      firstYear: number;
      lapsesOn: CalendarDay;
      /** The last month counted, YYYY-MM. */
      until: string;
      months: number;
      /** Whole euros: monthlyFee × months. */
      estimate: number;
      /** An answer was "I don't know": we check it on the statements. */
      toCheck: boolean;
    }
  | { claimable: false; reason: 'no_unconsented_change' }
  | { claimable: false; reason: 'time_barred'; firstYear: number; until: number };

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

export function feeRefundClaim(question: FeeRefundQuestion, today: CalendarDay): FeeRefundClaim {
  if (question.feesChanged === 'no') return { claimable: false, reason: 'no_unconsented_change' };
  const { firstYear, lapsesOn } = claimablePeriod(today);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  // The last year of unagreed debits: the year of an express agreement (its months before it count),
  // the last year paid, or this year.
  const ends = [year];
  if (question.expressConsent === 'yes' && question.expressConsentYear !== undefined) ends.push(question.expressConsentYear);
  if (question.stillPaying === 'no' && question.paidUntilYear !== undefined) ends.push(question.paidUntilYear);
  const lastYear = Math.min(...ends);
  if (lastYear < firstYear) return { claimable: false, reason: 'time_barred', firstYear, until: lastYear };
  const last = lastYear === year ? monthIndex(year, month) : monthIndex(lastYear, 12);
  const months = last - monthIndex(firstYear, 1) + 1;
  const until = `${lastYear}-${String(lastYear === year ? month : 12).padStart(2, '0')}`;
  const estimate = Math.round((Math.round(question.monthlyFee * 100) * months) / 100);
  const toCheck = question.feesChanged === 'unknown' || question.expressConsent === 'unknown';
  return { claimable: true, firstYear, lapsesOn, until, months, estimate, toCheck };
}
