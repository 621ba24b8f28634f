import { berlinToday, berlinYear, isCalendarDate } from '@/server/calculators/berlin-calendar';

describe('Berlin calendar', () => {
  it('is already in the new year when UTC is not', () => {
    const newYearsNight = new Date('2025-12-31T23:30:00Z');
    expect(berlinToday(newYearsNight)).toBe('2026-01-01');
    expect(berlinYear(newYearsNight)).toBe(2026);
  });

  it('follows summer time', () => {
    expect(berlinToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(berlinToday(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('accepts real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('1.1.2025')).toBe(false);
  });
});
