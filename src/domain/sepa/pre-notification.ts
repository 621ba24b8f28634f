/**
 * The pre-notification of a SEPA direct debit: the creditor tells the debtor the amount and the due day
 * before each debit, at least 14 calendar days ahead unless the parties agree another period (SEPA Core
 * Direct Debit Rulebook, "Pre-notification"). The terms agree the membership's period
 * (`preNotificationDays`, 5 by default) and that the notice comes by e-mail.
 *
 * - A notice is due from `announceFrom` (a few days before the last day it may go out): the daily
 *   housekeeping sends it on its first round from then, so a round that did not run (an outage, a
 *   restart) still leaves the agreed period.
 * - A notice that goes out later than `announceBy` never shortens the period: the debit moves to the
 *   first TARGET day the full period after the notice allows, and the notice names that day.
 */
import { addDays, type CalendarDay } from '@/basics/calendar';
import { nextTargetDay } from './target-days';

/** How many days before the last possible day the notice is already sent. */
export const announcementMarginDays = 3;

/** The last day a debit due on `dueOn` may be announced with the agreed period. */
export const announceBy = (dueOn: CalendarDay, preNotificationDays: number): CalendarDay => addDays(dueOn, -preNotificationDays);

/** The day from which the housekeeping announces a debit due on `dueOn`. */
export const announceFrom = (dueOn: CalendarDay, preNotificationDays: number): CalendarDay => addDays(announceBy(dueOn, preNotificationDays), -announcementMarginDays);

/** Whether a debit due on `dueOn` is to be announced on `today`. */
export const isAnnouncementDue = (dueOn: CalendarDay, preNotificationDays: number, today: CalendarDay): boolean =>
  today >= announceFrom(dueOn, preNotificationDays);

/** The due day a notice sent on `noticeDay` names: the scheduled day, or, when late, the first day the full period allows. */
export function announcedDueDay(dueOn: CalendarDay, preNotificationDays: number, noticeDay: CalendarDay): CalendarDay {
  if (noticeDay <= announceBy(dueOn, preNotificationDays)) return dueOn;
  return nextTargetDay(addDays(noticeDay, preNotificationDays));
}
