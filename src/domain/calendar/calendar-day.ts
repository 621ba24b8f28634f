import { portalTimeZone } from '@/i18n/dates';

/**
 * A calendar day in Germany written as YYYY-MM-DD, the form every date field and the database use.
 * Arithmetic runs on UTC midnights, so it never meets a daylight-saving change: a day is always a day.
 */
export type CalendarDay = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (day: CalendarDay): Date => {
  const [, year, month, date] = pattern.exec(day) ?? [];
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
};

const fromUtc = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

/** True for a real calendar day written as YYYY-MM-DD (so 2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string' || !pattern.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

function assertDay(day: CalendarDay): void {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${JSON.stringify(day)}`);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  assertDay(day);
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  assertDay(from);
  assertDay(to);
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: CalendarDay): number {
  assertDay(day);
  return toUtc(day).getUTCDay();
}

export const dayFromParts = (year: number, month: number, date: number): CalendarDay =>
  fromUtc(new Date(Date.UTC(year, month - 1, date)));

/** dd.MM.yyyy, as the portal shows every date. */
export const formatCalendarDay = (day: CalendarDay): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export const yearOf = (day: CalendarDay): number => Number(day.slice(0, 4));

let germanDays: Intl.DateTimeFormat | undefined;

/**
 * The calendar day in Germany at an instant: at 00:30 on 1 January in Berlin it is already the new
 * year, whatever the clock of the server or the visitor's device says.
 */
export function dayInGermany(at: Date): CalendarDay {
  // Built on first use: a time-zone format costs a phone a few milliseconds to construct.
  germanDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: portalTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(germanDays.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
