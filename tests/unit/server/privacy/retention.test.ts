import { commercialRecordYears, retainUntil } from '@/server/privacy/retention';

describe('how long an order record outlives its account', () => {
  it('is six years from the end of the calendar year (in Germany) of the deletion', () => {
    expect(commercialRecordYears).toBe(6);
    expect(retainUntil(new Date('2026-11-23T18:00:00Z'))).toBe('2032-12-31');
    // New Year's Eve in UTC is already the new year in Germany.
    expect(retainUntil(new Date('2026-12-31T23:30:00Z'))).toBe('2033-12-31');
  });
});
