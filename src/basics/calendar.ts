import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The portal's calendar: every date it decides by or shows is a date in Germany. A visitor at 00:30 on
 * 1 January in Berlin is in the new year although UTC is not, and a history entry written at 23:30 UTC
 * in summer belongs to the next German day.
 */
export const portalTimeZone = 'Europe/Berlin';

// Built on first use: the first time-zone format loads the browser's zone data, too slow for the
// seconds in which a page starts.
let germanDayParts: Intl.DateTimeFormat | undefined;

/** The calendar day of a moment in Germany, as YYYY-MM-DD. */
export function dayInGermany(moment: Date): string {
  germanDayParts ??= new Intl.DateTimeFormat('en-US', { timeZone: portalTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const part = Object.fromEntries(germanDayParts.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** The year of a moment in Germany. */
export const yearInGermany = (moment: Date): number => Number(dayInGermany(moment).slice(0, 4));

/** Whether `value` is a real calendar day written as YYYY-MM-DD (so 2025-02-30 is none). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date as customers read it everywhere: dd.MM.yyyy, the day in Germany. */
export function formatDate(value: string | number | Date): string {
  return format(new TZDate(new Date(value).getTime(), portalTimeZone), 'dd.MM.yyyy');
}

/** The time of day of a moment in Germany, HH:mm. */
export const formatTime = (moment: Date): string => format(new TZDate(moment.getTime(), portalTimeZone), 'HH:mm');
