/**
 * The portal's calendar: every date it decides by or shows is a date in Germany. A visitor at 00:30 on
 * 1 January in Berlin is in the new year although UTC is not, and a history entry written at 23:30 UTC
 * in summer belongs to the next German day.
 */
import type { Language } from './language';

export const portalTimeZone = 'Europe/Berlin';

// The platform's own formats in the German time zone: a date library's pattern formatter and locale
// data would weigh more than a calculator page's own script. Each formatter is made on first use and
// kept: making one costs far more than using it (it showed in the server's profile), and none is made
// while a page starts. 'sv-SE' writes days as YYYY-MM-DD.
function formatInGermany(locale: string, options: Intl.DateTimeFormatOptions): (moment: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (moment) => {
    // As toLocaleDateString does, rather than throwing as a formatter does.
    if (Number.isNaN(moment.getTime())) return 'Invalid Date';
    formatter ??= new Intl.DateTimeFormat(locale, { timeZone: portalTimeZone, ...options });
    return formatter.format(moment);
  };
}

const isoDay = formatInGermany('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' });
const germanDate = formatInGermany('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const englishDate = formatInGermany('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const germanTime = formatInGermany('de-DE', { hour: '2-digit', minute: '2-digit' });

/** The calendar day of a moment in Germany, as YYYY-MM-DD. */
export const dayInGermany = (moment: Date): string => isoDay(moment);

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
export const formatDate = (value: string | number | Date): string => germanDate(new Date(value));

/**
 * A date on the marketing pages in the language's own form: 02.06.2026 in German, 2 June 2026 in English
 * (a numeric date reads differently in British and American English; the month's name does not).
 */
export const formatDateIn = (language: Language, value: string | number | Date): string =>
  language === 'de' ? formatDate(value) : englishDate(new Date(value));

/** The time of day of a moment in Germany, HH:mm. */
export const formatTime = (moment: Date): string => germanTime(moment);

/** A calendar day in Germany written as YYYY-MM-DD, the form every date field and the database use. */
export type CalendarDay = string;

// Day arithmetic runs on UTC midnights, so it never meets a daylight-saving change: a day is always a day.
const utcMidnight = (day: CalendarDay): Date => {
  if (!isCalendarDate(day)) throw new RangeError(`not a calendar day: ${JSON.stringify(day)}`);
  return new Date(`${day}T00:00:00Z`);
};

const dayOfUtc = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = utcMidnight(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOfUtc(date);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / 86_400_000);

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: CalendarDay): number => utcMidnight(day).getUTCDay();

export const dayFromParts = (year: number, month: number, date: number): CalendarDay => dayOfUtc(new Date(Date.UTC(year, month - 1, date)));
