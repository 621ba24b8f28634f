import { dayInGermany, formatDate, formatDateIn, formatTime, isCalendarDate, yearInGermany } from '@/basics/calendar';

describe('the calendar in Germany', () => {
  it('is already in the new year when UTC is not', () => {
    const newYearsNight = new Date('2025-12-31T23:30:00Z');
    expect(dayInGermany(newYearsNight)).toBe('2026-01-01');
    expect(yearInGermany(newYearsNight)).toBe(2026);
  });

  it('follows summer time', () => {
    expect(dayInGermany(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(dayInGermany(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('accepts real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('1.1.2025')).toBe(false);
  });
});

describe('formatDate', () => {
  it('shows dates as dd.MM.yyyy', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07.03.2025');
  });

  it('uses the date in Germany, not the server clock', () => {
    // 23:30 UTC on New Year's Eve is already 00:30 on 1 January in Berlin.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01.01.2025');
    expect(formatDate('2025-06-30T22:30:00Z')).toBe('01.07.2025');
  });

  it('tells the time of day in Germany', () => {
    expect(formatTime(new Date('2025-06-30T22:30:00Z'))).toBe('00:30');
  });
});

describe('formatDateIn', () => {
  it('writes a date as the language does: numeric in German, with the month’s name in English', () => {
    expect(formatDateIn('de', '2026-06-02')).toBe('02.06.2026');
    expect(formatDateIn('en', '2026-06-02')).toBe('2 June 2026');
    expect(formatDateIn('en', '2024-12-31T23:30:00Z')).toBe('1 January 2025');
  });
});
