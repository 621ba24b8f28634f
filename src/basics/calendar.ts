/**
 * The portal's calendar: every date it decides by or shows is a date in Germany. A visitor at 00:30 on
 * 1 January in Berlin is in the new year although UTC is not, and a history entry written at 23:30 UTC
 * in summer belongs to the next German day.
 */
export const portalTimeZone = 'Europe/Berlin';

// The platform's own formats in the German time zone: a date library's pattern formatter and locale
// data would weigh more than a calculator page's own script. 'sv-SE' writes days as YYYY-MM-DD.
const inGermany = { timeZone: portalTimeZone } as const;

/** The calendar day of a moment in Germany, as YYYY-MM-DD. */
export const dayInGermany = (moment: Date): string => moment.toLocaleDateString('sv-SE', inGermany);

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
export const formatDate = (value: string | number | Date): string =>
  new Date(value).toLocaleDateString('de-DE', { ...inGermany, day: '2-digit', month: '2-digit', year: 'numeric' });

/** The time of day of a moment in Germany, HH:mm. */
export const formatTime = (moment: Date): string => moment.toLocaleTimeString('de-DE', { ...inGermany, hour: '2-digit', minute: '2-digit' });
