import { formatDate } from '@/i18n/dates';

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
