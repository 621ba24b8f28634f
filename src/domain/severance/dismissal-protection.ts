import type { CalendarDay } from '@/basics/calendar';

/**
 * Whether the Protection Against Dismissal Act (KSchG) protects an employee, the lever behind almost
 * every severance:
 * - § 1 Abs. 1 KSchG: the employment in the same Betrieb (establishment) must have lasted more than
 *   six months without interruption when the dismissal was received (the waiting period; not the same
 *   as a probation period, which the contract may set shorter or longer);
 * - § 23 Abs. 1 Satz 3 KSchG: the Betrieb must employ more than ten people, counting part-timers pro
 *   rata (up to 20 hours a week 0.5, up to 30 hours 0.75, § 23 Abs. 1 Satz 4) and not counting trainees;
 * - § 23 Abs. 1 Satz 2 KSchG: for employment that began by 31 December 2003 the old threshold of more
 *   than five still applies, counting only those employed there since before 2004. Whether more than
 *   five of them are still there only the employer knows, so in a Betrieb of six to ten the answer is
 *   "may apply", never "no".
 */

/**
 * The staff of the Betrieb, counted as § 23 Abs. 1 KSchG counts them, in the bands of the severance
 * calculator (`1-5` … `500+`; a band's lower bound means "more than the band before", e.g. 10.25
 * counted staff are `11-50`), and `unknown` for someone who cannot tell.
 */
export const companySizes = ['1-5', '6-10', '11-50', '51-500', '500+', 'unknown'] as const;

export type CompanySize = (typeof companySizes)[number];

/** The last day an employment may have begun on to keep the pre-2004 threshold (§ 23 Abs. 1 Satz 2 KSchG). */
export const OLD_THRESHOLD_STARTED_BY = '2003-12-31';

export type DismissalProtection =
  /** The Act applies. */
  | { protected: true; basis: 'applies' }
  /** Employment from before 2004 in a Betrieb of six to ten: it applies if more than five of the pre-2004 staff remain. */
  | { protected: true; basis: 'older_employment' }
  /** The size is not known: we check it rather than say no. */
  | { protected: true; basis: 'to_check' }
  | { protected: false; reason: 'waiting_period' | 'small_business' };

export function dismissalProtection(input: { moreThanSixMonths: boolean; companySize: CompanySize; employmentStart: CalendarDay }): DismissalProtection {
  if (!input.moreThanSixMonths) return { protected: false, reason: 'waiting_period' };
  switch (input.companySize) {
    case 'unknown':
      return { protected: true, basis: 'to_check' };
    case '1-5':
      return { protected: false, reason: 'small_business' };
    case '6-10':
      return input.employmentStart <= OLD_THRESHOLD_STARTED_BY ? { protected: true, basis: 'older_employment' } : { protected: false, reason: 'small_business' };
    default:
      return { protected: true, basis: 'applies' };
  }
}
