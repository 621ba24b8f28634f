import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The portal's time zone: every date a customer sees is a date in Germany. */
export const portalTimeZone = 'Europe/Berlin';

/** A date as the spec shows it everywhere: dd.MM.yyyy, in Berlin time. */
export function formatDate(value: string | number | Date): string {
  return format(new TZDate(new Date(value).getTime(), portalTimeZone), 'dd.MM.yyyy');
}
