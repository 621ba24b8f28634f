import type { CalendarDay } from '@/basics/calendar';
import { addDays, dayFromParts } from '@/basics/calendar';
import type { RentBrakeRepaymentRule } from '@/contracts/vocabulary/calculators';

/**
 * Art. 229 § 51 EGBGB: the present § 556g(2) BGB (repayment back to the start of the tenancy) applies
 * to leases concluded from 1 April 2020; for older ones only rent due after the complaint is repaid.
 */
export const REPAYMENT_FROM_START_LEASES_FROM: CalendarDay = '2020-04-01';

/** § 556g(2) sentence 2 BGB: a complaint within 30 months of the start of the tenancy reaches back to the start. */
export const COMPLAINT_WINDOW_MONTHS = 30;

/**
 * The last day of the 30 months from the start of the tenancy: the start day counts (§ 187(2) BGB),
 * so the period ends the day before the same day 30 months later, or on the last day of that month
 * when it has no such day (§ 188(2), (3) BGB).
 */
export function complaintWindowEnd(start: CalendarDay): CalendarDay {
  const [year, month, day] = start.split('-').map(Number);
  const targetMonth = month - 1 + COMPLAINT_WINDOW_MONTHS;
  const targetYear = year + Math.floor(targetMonth / 12);
  const monthIndex = targetMonth % 12;
  const daysInMonth = new Date(Date.UTC(targetYear, monthIndex + 1, 0)).getUTCDate();
  if (day > daysInMonth) return dayFromParts(targetYear, monthIndex + 1, daysInMonth);
  return addDays(dayFromParts(targetYear, monthIndex + 1, day), -1);
}

export interface Repayment {
  rule: RentBrakeRepaymentRule;
  /** The last day a complaint reaches back to the start (from_start, from_complaint). */
  deadline?: CalendarDay;
  /** The 30 months count from the start of the tenancy; without it, from the signing date (never later than the start). */
  countedFrom: 'tenancy_start' | 'signing_date';
}

/**
 * What overpaid rent comes back (§ 556g(2) BGB): for a lease from April 2020, everything since the
 * start if the complaint reaches the landlord within 30 months of the start and the tenancy still runs;
 * otherwise, and for older leases, only rent due after the complaint.
 */
export function repaymentRule({ signedOn, tenancyStart, today }: { signedOn: CalendarDay; tenancyStart?: CalendarDay; today: CalendarDay }): Repayment {
  const countedFrom = tenancyStart ? 'tenancy_start' : 'signing_date';
  if (signedOn < REPAYMENT_FROM_START_LEASES_FROM) return { rule: 'from_complaint_old_law', countedFrom };
  const deadline = complaintWindowEnd(tenancyStart ?? signedOn);
  return { rule: today <= deadline ? 'from_start' : 'from_complaint', deadline, countedFrom };
}
