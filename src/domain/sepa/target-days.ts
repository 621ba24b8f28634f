/**
 * The days on which SEPA direct debits settle: TARGET days (the euro area's payment system, T2). A
 * debit whose due day is not one settles on the next TARGET day (SEPA Core Direct Debit Rulebook,
 * "Settlement Date"), so the schedule states that day and the pre-notification never names a day on
 * which nothing can happen.
 *
 * T2 is closed on Saturdays and Sundays and on six holidays: New Year's Day, Good Friday, Easter Monday,
 * 1 May, 25 and 26 December (European Central Bank, "TARGET2 calendar" / T2 closing days, in force
 * since 1999 for the Easter and Christmas days and unchanged by the T2 consolidation of March 2023).
 */
import { addDays, type CalendarDay, weekday } from '@/basics/calendar';
import { easterSunday } from '../calendar/public-holidays';

function isClosingHoliday(day: CalendarDay): boolean {
  const monthDay = day.slice(5);
  if (monthDay === '01-01' || monthDay === '05-01' || monthDay === '12-25' || monthDay === '12-26') return true;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return day === addDays(easter, -2) || day === addDays(easter, 1);
}

/** Whether direct debits settle on this day. */
export const isTargetDay = (day: CalendarDay): boolean => weekday(day) !== 0 && weekday(day) !== 6 && !isClosingHoliday(day);

/** The day itself when it is a TARGET day, otherwise the next one. */
export function nextTargetDay(day: CalendarDay): CalendarDay {
  let candidate = day;
  while (!isTargetDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}
