import { addDays, type CalendarDay, dayInGermany, daysBetween, weekday } from '@/basics/calendar';
import { type FederalState, holidayOn, type HolidayName } from '../calendar/public-holidays';

/**
 * The deadline for an action against a dismissal (Kündigungsschutzklage): three weeks after the written
 * dismissal was received (§ 4 Satz 1 KSchG). Missed, the dismissal counts as valid from the start
 * (§ 7 KSchG); only § 5 KSchG (late admission) helps then.
 *
 * Counting: the day of receipt is not counted (§ 187 Abs. 1 BGB); a period in weeks ends with the
 * end of the day of the last week that has the same weekday name as the day of receipt (§ 188 Abs. 2
 * BGB), so a letter received on a Monday gives a deadline on the Monday three weeks later. When that
 * day is a Saturday, a Sunday or a public holiday at the court's seat, the deadline ends with the next
 * working day (§ 222 Abs. 2 ZPO via § 46 Abs. 2 ArbGG; § 193 BGB says the same).
 *
 * Not covered: where the dismissal needs an authority's consent (e.g. during pregnancy or for severely
 * disabled employees), the period runs only from the notice of that decision (§ 4 Satz 4 KSchG).
 */
export const DISMISSAL_CLAIM_WEEKS = 3;

/** The dismissal order funnel's question that holds the day the letter was received. */
export const letterReceivedQuestion = 'letter-received';

export interface DismissalClaimDeadline {
  /** The last day for filing the action. */
  deadline: CalendarDay;
  /** Three weeks after receipt, before moving past a weekend or holiday. */
  nominalEnd: CalendarDay;
  /** Why the deadline moved, in order: each day skipped with its reason. */
  skipped: { day: CalendarDay; reason: 'saturday' | 'sunday' | HolidayName }[];
}

/**
 * @param received the day the written dismissal was received (handed over, or in the letter box when
 *   it could be expected to be emptied).
 * @param state the federal state of the labour court. Without it only the holidays of every state
 *   count, which never gives a later deadline than the real one.
 */
export function dismissalClaimDeadline(received: CalendarDay, state?: FederalState): DismissalClaimDeadline {
  const nominalEnd = addDays(received, DISMISSAL_CLAIM_WEEKS * 7);
  const skipped: DismissalClaimDeadline['skipped'] = [];
  let deadline = nominalEnd;
  for (;;) {
    const reason = nonWorkingReason(deadline, state);
    if (!reason) break;
    skipped.push({ day: deadline, reason });
    deadline = addDays(deadline, 1);
  }
  return { deadline, nominalEnd, skipped };
}

function nonWorkingReason(day: CalendarDay, state?: FederalState): 'saturday' | 'sunday' | HolidayName | undefined {
  const dayOfWeek = weekday(day);
  if (dayOfWeek === 6) return 'saturday';
  if (dayOfWeek === 0) return 'sunday';
  return holidayOn(day, state);
}

/**
 * How urgent a deadline is, for the warning shown beside it:
 * - `passed`: the deadline's day is over;
 * - `urgent`: 3 days or fewer left (the last day included). The provider and a partner law firm need
 *   about two working days to review the letter and file the action, so from here on every hour counts;
 * - `soon`: 7 days or fewer: there is still time, but the customer should send the letter now;
 * - `ok`: more than a week left.
 */
export type DeadlineWarning = 'ok' | 'soon' | 'urgent' | 'passed';

export const URGENT_DAYS_LEFT = 3;
export const SOON_DAYS_LEFT = 7;

export interface DeadlineStatus {
  deadline: CalendarDay;
  /** Calendar days from today to the deadline: 0 on the last day, negative once it has passed. */
  daysLeft: number;
  warning: DeadlineWarning;
}

export function deadlineStatus(deadline: CalendarDay, today: CalendarDay): DeadlineStatus {
  const daysLeft = daysBetween(today, deadline);
  const warning: DeadlineWarning = daysLeft < 0 ? 'passed' : daysLeft <= URGENT_DAYS_LEFT ? 'urgent' : daysLeft <= SOON_DAYS_LEFT ? 'soon' : 'ok';
  return { deadline, daysLeft, warning };
}

/** The deadline for a dismissal received on `received`, as it stands at the instant `now` in Germany. */
export function dismissalClaimStatus(received: CalendarDay, now: Date, state?: FederalState): DeadlineStatus & DismissalClaimDeadline {
  const computed = dismissalClaimDeadline(received, state);
  return { ...computed, ...deadlineStatus(computed.deadline, dayInGermany(now)) };
}
