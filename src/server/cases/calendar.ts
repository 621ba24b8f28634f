import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { portalTimeZone } from '@/i18n/dates';
import { now } from '../clock';

/** The date of a moment in Germany as YYYY-MM-DD: history entries are dated by the German calendar day. */
export const dayInGermany = (moment: Date): string => format(new TZDate(moment.getTime(), portalTimeZone), 'yyyy-MM-dd');

export const todayInGermany = (): string => dayInGermany(now());

/** True for a real calendar day written as YYYY-MM-DD (so 2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
}
