import { addDays, type CalendarDay, dayFromParts } from '@/basics/calendar';

/**
 * Public holidays in Germany, for moving a deadline that ends on a holiday (§ 222 Abs. 2 ZPO,
 * § 193 BGB). Holidays are state law (the Feiertagsgesetze of the 16 Länder; only 3 October is set by
 * federal law, Art. 2 Abs. 2 Einigungsvertrag), and the holidays that count for a court deadline are
 * those at the court's seat.
 *
 * Only holidays that apply in a WHOLE state are listed. Mariä Himmelfahrt in Bavaria (communes with a
 * mainly Catholic population), Fronleichnam in parts of Saxony and Thuringia and the Augsburger
 * Friedensfest (city of Augsburg) are left out on purpose: a deadline moved for a holiday that does not
 * apply at the court would be shown a day too late, and a deadline shown too early costs nothing.
 */
export const federalStates = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;

/** ISO 3166-2:DE codes without the "DE-" prefix. */
export type FederalState = (typeof federalStates)[number];

export const isFederalState = (value: unknown): value is FederalState =>
  typeof value === 'string' && (federalStates as readonly string[]).includes(value);

export const holidayNames = [
  'new_year',
  'epiphany',
  'womens_day',
  'good_friday',
  'easter_sunday',
  'easter_monday',
  'labour_day',
  'liberation_day',
  'ascension_day',
  'whit_sunday',
  'whit_monday',
  'corpus_christi',
  'assumption_day',
  'childrens_day',
  'german_unity_day',
  'reformation_day',
  'all_saints_day',
  'repentance_day',
  'christmas_day',
  'boxing_day',
] as const;

export type HolidayName = (typeof holidayNames)[number];

interface HolidayRule {
  name: HolidayName;
  /** The day in a given year. */
  on: (year: number, easter: CalendarDay) => CalendarDay;
  /** Where it applies: every state, or the listed ones. */
  states: 'all' | readonly FederalState[];
  /** First and last year it applies (inclusive), where the law changed. */
  from?: number;
  until?: number;
}

const fixed = (month: number, day: number) => (year: number) => dayFromParts(year, month, day);
const easterPlus = (days: number) => (_year: number, easter: CalendarDay) => addDays(easter, days);

/** The Wednesday before 23 November (Buß- und Bettag, Saxony). */
const repentanceDay = (year: number) => {
  const november22 = new Date(Date.UTC(year, 10, 22));
  const back = (november22.getUTCDay() - 3 + 7) % 7;
  return dayFromParts(year, 11, 22 - back);
};

/** Reformation Day in the five eastern states since 1990; the four northern states added it from 2018. */
const reformationDayEast: readonly FederalState[] = ['BB', 'MV', 'SN', 'ST', 'TH'];
const reformationDayNorth: readonly FederalState[] = ['HB', 'HH', 'NI', 'SH'];

const rules: readonly HolidayRule[] = [
  { name: 'new_year', on: fixed(1, 1), states: 'all' },
  { name: 'epiphany', on: fixed(1, 6), states: ['BW', 'BY', 'ST'] },
  { name: 'womens_day', on: fixed(3, 8), states: ['BE'], from: 2019 },
  { name: 'womens_day', on: fixed(3, 8), states: ['MV'], from: 2023 },
  { name: 'good_friday', on: easterPlus(-2), states: 'all' },
  // Brandenburg's law names Easter and Whit Sunday; they fall on Sundays, which count anyway.
  { name: 'easter_sunday', on: easterPlus(0), states: ['BB'] },
  { name: 'easter_monday', on: easterPlus(1), states: 'all' },
  { name: 'labour_day', on: fixed(5, 1), states: 'all' },
  // Berlin made the 75th and 80th anniversaries of the end of the war one-off holidays.
  { name: 'liberation_day', on: fixed(5, 8), states: ['BE'], from: 2020, until: 2020 },
  { name: 'liberation_day', on: fixed(5, 8), states: ['BE'], from: 2025, until: 2025 },
  { name: 'ascension_day', on: easterPlus(39), states: 'all' },
  { name: 'whit_sunday', on: easterPlus(49), states: ['BB'] },
  { name: 'whit_monday', on: easterPlus(50), states: 'all' },
  { name: 'corpus_christi', on: easterPlus(60), states: ['BW', 'BY', 'HE', 'NW', 'RP', 'SL'] },
  { name: 'assumption_day', on: fixed(8, 15), states: ['SL'] },
  { name: 'childrens_day', on: fixed(9, 20), states: ['TH'], from: 2019 },
  { name: 'german_unity_day', on: fixed(10, 3), states: 'all', from: 1990 },
  { name: 'reformation_day', on: fixed(10, 31), states: reformationDayEast, from: 1990 },
  { name: 'reformation_day', on: fixed(10, 31), states: reformationDayNorth, from: 2018 },
  // The 500th anniversary of the Reformation was a holiday in every state, once.
  { name: 'reformation_day', on: fixed(10, 31), states: 'all', from: 2017, until: 2017 },
  { name: 'all_saints_day', on: fixed(11, 1), states: ['BW', 'BY', 'NW', 'RP', 'SL'] },
  { name: 'repentance_day', on: repentanceDay, states: ['SN'], from: 1995 },
  { name: 'christmas_day', on: fixed(12, 25), states: 'all' },
  { name: 'boxing_day', on: fixed(12, 26), states: 'all' },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromParts(year, month, day);
}

const cache = new Map<string, ReadonlyMap<CalendarDay, HolidayName>>();

/**
 * The public holidays of a year: without a state those of every state (the nationwide ones), with a
 * state also that state's own.
 */
export function publicHolidays(year: number, state?: FederalState): ReadonlyMap<CalendarDay, HolidayName> {
  const key = `${year}${state ?? ''}`;
  let holidays = cache.get(key);
  if (!holidays) {
    const easter = easterSunday(year);
    const found = new Map<CalendarDay, HolidayName>();
    for (const rule of rules) {
      if ((rule.from !== undefined && year < rule.from) || (rule.until !== undefined && year > rule.until)) continue;
      if (rule.states !== 'all' && (!state || !rule.states.includes(state))) continue;
      found.set(rule.on(year, easter), rule.name);
    }
    holidays = found;
    cache.set(key, holidays);
  }
  return holidays;
}

export function holidayOn(day: CalendarDay, state?: FederalState): HolidayName | undefined {
  return publicHolidays(Number(day.slice(0, 4)), state).get(day);
}
