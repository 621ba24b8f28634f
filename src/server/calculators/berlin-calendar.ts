import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { portalTimeZone } from '@/i18n/dates';
import { now } from '../clock';

/**
 * The calculators decide by the calendar in Germany (issue 7: all dates in Europe/Berlin): a visitor
 * at 00:30 on 1 January in Berlin is in the new year even though UTC is not.
 */
export const berlinToday = (at: Date = now()): string => format(new TZDate(at.getTime(), portalTimeZone), 'yyyy-MM-dd');

export const berlinYear = (at: Date = now()): number => new TZDate(at.getTime(), portalTimeZone).getFullYear();

/** Whether `value` is a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
