import { addDays, dayInGermany, daysBetween, isCalendarDate, weekday } from '@/basics/calendar';
import { easterSunday, holidayOn, publicHolidays } from '@/domain/calendar/public-holidays';

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });

  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2025-12-11', 21)).toBe('2026-01-01');
    expect(addDays('2024-02-08', 21)).toBe('2024-02-29');
    expect(addDays('2026-03-09', 21)).toBe('2026-03-30');
    expect(addDays('2026-10-12', 21)).toBe('2026-11-02');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(weekday('2026-03-01')).toBe(0);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('takes the day in Germany, not the server’s or the device’s', () => {
    expect(dayInGermany(new Date('2025-12-31T22:59:59Z'))).toBe('2025-12-31');
    expect(dayInGermany(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
    // Summer time: Germany is two hours ahead of UTC.
    expect(dayInGermany(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(dayInGermany(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    // The nights the clocks change (29 March and 25 October 2026).
    expect(dayInGermany(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(dayInGermany(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });
});

describe('public holidays', () => {
  it('computes Easter Sunday', () => {
    const known: Record<number, string> = {
      1943: '1943-04-25',
      2000: '2000-04-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, day] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(day);
  });

  it('lists the nine holidays of every state', () => {
    expect([...publicHolidays(2026).entries()]).toEqual([
      ['2026-01-01', 'new_year'],
      ['2026-04-03', 'good_friday'],
      ['2026-04-06', 'easter_monday'],
      ['2026-05-01', 'labour_day'],
      ['2026-05-14', 'ascension_day'],
      ['2026-05-25', 'whit_monday'],
      ['2026-10-03', 'german_unity_day'],
      ['2026-12-25', 'christmas_day'],
      ['2026-12-26', 'boxing_day'],
    ]);
  });

  it('adds a state’s own holidays from the year its law introduced them', () => {
    expect(holidayOn('2026-01-06', 'BY')).toBe('epiphany');
    expect(holidayOn('2026-01-06')).toBeUndefined();
    expect(holidayOn('2026-06-04', 'NW')).toBe('corpus_christi');
    expect(holidayOn('2026-06-04', 'SN')).toBeUndefined();
    expect(holidayOn('2018-03-08', 'BE')).toBeUndefined();
    expect(holidayOn('2019-03-08', 'BE')).toBe('womens_day');
    expect(holidayOn('2022-03-08', 'MV')).toBeUndefined();
    expect(holidayOn('2023-03-08', 'MV')).toBe('womens_day');
    expect(holidayOn('2017-10-31', 'HH')).toBe('reformation_day');
    expect(holidayOn('2017-10-31', 'BW')).toBe('reformation_day');
    expect(holidayOn('2016-10-31', 'HH')).toBeUndefined();
    expect(holidayOn('2018-10-31', 'HH')).toBe('reformation_day');
    expect(holidayOn('2016-10-31', 'SN')).toBe('reformation_day');
    expect(holidayOn('2025-11-19', 'SN')).toBe('repentance_day');
    expect(holidayOn('2026-11-18', 'SN')).toBe('repentance_day');
    expect(holidayOn('2025-05-08', 'BE')).toBe('liberation_day');
    expect(holidayOn('2026-05-08', 'BE')).toBeUndefined();
    expect(holidayOn('2027-09-20', 'TH')).toBe('childrens_day');
    expect(holidayOn('2026-08-15', 'SL')).toBe('assumption_day');
  });

  it('leaves out holidays that apply only in parts of a state', () => {
    expect(holidayOn('2026-08-15', 'BY')).toBeUndefined();
    expect(holidayOn('2026-08-08', 'BY')).toBeUndefined();
    expect(holidayOn('2026-06-04', 'TH')).toBeUndefined();
  });
});
