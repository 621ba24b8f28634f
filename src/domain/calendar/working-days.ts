import { addDays, type CalendarDay, weekday } from '@/basics/calendar';
import { type FederalState, holidayOn, type HolidayName } from './public-holidays';

/**
 * Working days: Monday to Friday, not a public holiday. A period whose last day is a Saturday, a
 * Sunday or a public holiday ends on the next working day (§ 193 BGB; for court deadlines § 222
 * Abs. 2 ZPO). Without a state only the holidays of every state count (see public-holidays.ts).
 */
export type NonWorkingReason = 'saturday' | 'sunday' | HolidayName;

/** Why a day is no working day, or undefined when it is one. */
export function nonWorkingReason(day: CalendarDay, state?: FederalState): NonWorkingReason | undefined {
  const dayOfWeek = weekday(day);
  if (dayOfWeek === 6) return 'saturday';
  if (dayOfWeek === 0) return 'sunday';
  return holidayOn(day, state);
}

export const isWorkingDay = (day: CalendarDay, state?: FederalState): boolean => nonWorkingReason(day, state) === undefined;

/** The day itself when it is a working day, otherwise the next one. */
export function onOrAfterWorkingDay(day: CalendarDay, state?: FederalState): CalendarDay {
  let found = day;
  while (!isWorkingDay(found, state)) found = addDays(found, 1);
  return found;
}

/** The `count`-th working day after `day` (`day` itself not counted): Friday plus 1 is Monday. */
export function addWorkingDays(day: CalendarDay, count: number, state?: FederalState): CalendarDay {
  let found = day;
  for (let left = count; left > 0; ) {
    found = addDays(found, 1);
    if (isWorkingDay(found, state)) left -= 1;
  }
  return found;
}
