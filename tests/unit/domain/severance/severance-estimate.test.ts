import { COURT_CAP_MONTHS, NEGOTIATED_RANGE, RULE_OF_THUMB_FACTOR, severanceEstimate } from '@/domain/severance/severance-estimate';

describe('severance estimate: rule of thumb and negotiated range, no cap (§§ 1a, 10 KSchG)', () => {
  it('is 0.5 monthly salaries per year, within a range of 0.5 to 1.0', () => {
    expect(RULE_OF_THUMB_FACTOR).toBe(0.5);
    expect(NEGOTIATED_RANGE).toEqual({ from: 0.5, to: 1.0 });
    expect(severanceEstimate(3000, 6)).toEqual({ ruleOfThumb: 9000, negotiatedFrom: 9000, negotiatedTo: 18000 });
  });

  it('has no 12-month cap: § 10 KSchG caps only a severance the court orders', () => {
    // 36 years at 4,000 EUR: 72,000 to 144,000 EUR, far beyond 12 (or 18) monthly salaries.
    expect(severanceEstimate(4000, 36)).toEqual({ ruleOfThumb: 72000, negotiatedFrom: 72000, negotiatedTo: 144000 });
    expect(COURT_CAP_MONTHS).toEqual({ general: 12, from50With15Years: 15, from55With20Years: 18 });
  });

  it('rounds cents once, half up, to whole euros', () => {
    // 3,850.55 × 0.5 × 3 = 5,775.825.
    expect(severanceEstimate(3850.55, 3)).toEqual({ ruleOfThumb: 5776, negotiatedFrom: 5776, negotiatedTo: 11552 });
    expect(severanceEstimate(0.01, 1).ruleOfThumb).toBe(0);
  });
});
