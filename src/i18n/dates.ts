import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Language } from './language';

/** The portal's time zone: every date a customer sees is a date in Germany. */
export const portalTimeZone = 'Europe/Berlin';

/** A date as the spec shows it everywhere: dd.MM.yyyy, in Berlin time. */
export function formatDate(value: string | number | Date): string {
  return format(new TZDate(new Date(value).getTime(), portalTimeZone), 'dd.MM.yyyy');
}

const englishDates = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: portalTimeZone });

/**
 * A date on the marketing pages in the language's own form: 02.06.2026 in German, 2 June 2026 in English
 * (a numeric date reads differently in British and American English; the month's name does not).
 */
export function formatDateIn(language: Language, value: string | number | Date): string {
  return language === 'de' ? formatDate(value) : englishDates.format(new Date(value));
}
