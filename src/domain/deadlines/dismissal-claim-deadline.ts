import { addDays, type CalendarDay, dayInGermany, daysBetween } from '@/basics/calendar';
import type { FederalState } from '../calendar/public-holidays';
import { addWorkingDays, nonWorkingReason, type NonWorkingReason, onOrAfterWorkingDay } from '../calendar/working-days';
import { withdrawalPeriodDays } from '../pricing/membership-term';

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

export { letterReceivedQuestion } from './letter-received';

export interface DismissalClaimDeadline {
  /** The last day for filing the action. */
  deadline: CalendarDay;
  /** Three weeks after receipt, before moving past a weekend or holiday. */
  nominalEnd: CalendarDay;
  /** Why the deadline moved, in order: each day skipped with its reason. */
  skipped: { day: CalendarDay; reason: NonWorkingReason }[];
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

/**
 * When work on an order may begin. A consumer may withdraw from a contract concluded online within
 * 14 days (§§ 312g, 355 Abs. 2 BGB); the day of the order is not counted (§ 187 Abs. 1 BGB), and a
 * period whose last day is a Saturday, Sunday or public holiday ends on the next working day (§ 193
 * BGB; only the holidays of every state are known here, so a holiday of the customer's state alone may
 * add a day). Without the customer's express request to start earlier (§ 356 Abs. 4 BGB) the provider
 * begins the day after.
 */
export function withdrawalPeriodEnd(orderDay: CalendarDay): CalendarDay {
  return onOrAfterWorkingDay(addDays(orderDay, withdrawalPeriodDays));
}

export interface DismissalOrderTiming {
  /** The last day for filing the action (§ 4 KSchG). */
  deadline: CalendarDay;
  /** The last day of the withdrawal period. */
  withdrawalEnds: CalendarDay;
  /** The first day of work without an early start. */
  workStartsOn: CalendarDay;
  /**
   * The deadline falls before work would start without an early start: only an immediate start can
   * keep it. False once the deadline has passed (nothing keeps it then; § 5 KSchG is checked anyway).
   */
  needsEarlyStart: boolean;
}

/** What the day of an order means for a dismissal received on `received`. */
export function dismissalOrderTiming(received: CalendarDay, orderDay: CalendarDay): DismissalOrderTiming {
  const { deadline } = dismissalClaimDeadline(received);
  const withdrawalEnds = withdrawalPeriodEnd(orderDay);
  const workStartsOn = addDays(withdrawalEnds, 1);
  return { deadline, withdrawalEnds, workStartsOn, needsEarlyStart: deadline >= orderDay && deadline < workStartsOn };
}

/**
 * The back office's alarm: a case whose deadline is at most this many working days away (Monday to
 * Friday, not a public holiday) while nothing has been filed. Five working days leave a partner law
 * firm a week to draft and file the action (§ 4 KSchG) and the customer time to send what is missing.
 */
export const ATTENTION_WORKING_DAYS = 5;

/**
 * The last deadline day that needs the team's attention today: a case whose deadline is on or before
 * this day and which has nothing filed is flagged (a passed deadline included, as late admission
 * under § 5 KSchG must be applied for within two weeks).
 */
export const attentionCutoff = (today: CalendarDay): CalendarDay => addWorkingDays(today, ATTENTION_WORKING_DAYS);

/** Whether a deadline needs the team's attention today, nothing having been filed. */
export const deadlineNeedsAttention = (deadline: CalendarDay, today: CalendarDay): boolean => deadline <= attentionCutoff(today);
