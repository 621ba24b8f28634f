import { formatDate, formatDateIn } from '@/i18n/dates';

describe('formatDate', () => {
  it('shows dates as dd.MM.yyyy', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('07.03.2025');
  });

  it('uses the date in Germany, not the server clock', () => {
    // 23:30 UTC on New Year's Eve is already 00:30 on 1 January in Berlin.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01.01.2025');
    expect(formatDate('2025-06-30T22:30:00Z')).toBe('01.07.2025');
  });
});

describe('formatDateIn', () => {
  it('writes a date as the language does: numeric in German, with the month’s name in English', () => {
    expect(formatDateIn('de', '2026-06-02')).toBe('02.06.2026');
    expect(formatDateIn('en', '2026-06-02')).toBe('2 June 2026');
    expect(formatDateIn('en', '2024-12-31T23:30:00Z')).toBe('1 January 2025');
  });
});
