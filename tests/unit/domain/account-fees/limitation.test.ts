import { claimablePeriod, LIMITATION_YEARS } from '@/domain/account-fees/limitation';

describe('time-barred account fee refunds (§§ 195, 199 BGB; BGH, XI ZR 45/24 of 3 June 2025)', () => {
  it('leaves the debits of the last three years and this one claimable, and the oldest lapses on 31 December', () => {
    expect(LIMITATION_YEARS).toBe(3);
    // Late 2026: 2023 onwards, and 2023 lapses on 31 December 2026.
    expect(claimablePeriod('2026-11-27')).toEqual({ firstYear: 2023, lapsesOn: '2026-12-31' });
    expect(claimablePeriod('2026-12-31')).toEqual({ firstYear: 2023, lapsesOn: '2026-12-31' });
    // A day later 2023 is gone.
    expect(claimablePeriod('2027-01-01')).toEqual({ firstYear: 2024, lapsesOn: '2027-12-31' });
  });
});
