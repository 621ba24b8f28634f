import type { SeveranceQuestion } from '@/contracts/calculators';
import { severanceCalculation } from '@/contracts/calculators';
import { calculateSeverance } from '@/server/calculators/severance';

const employee: SeveranceQuestion = {
  employmentStartYear: 2020,
  employmentStartMonth: 4,
  employmentEnd: '2026-10-31',
  companySize: '51-500',
  grossMonthlySalary: 3000,
  moreThanSixMonths: true,
};

describe('the severance calculator (§§ 1, 1a, 10, 23 KSchG)', () => {
  it('counts years from the start month to the end of employment and rounds more than six months up', () => {
    // April 2020 to 31 October 2026: 6 years and 7 months, so 7 years.
    expect(calculateSeverance(employee)).toEqual({
      result: 'positive',
      protection: 'applies',
      years: 7,
      wholeYears: 6,
      months: 7,
      roundedUp: true,
      ruleOfThumb: 10500,
      negotiatedFrom: 10500,
      negotiatedTo: 21000,
    });
    expect(calculateSeverance({ ...employee, employmentEnd: '2026-09-30' })).toMatchObject({ years: 6, roundedUp: false, ruleOfThumb: 9000 });
  });

  it('shows a range without a 12-month cap', () => {
    expect(calculateSeverance({ ...employee, employmentStartYear: 1990, employmentStartMonth: 1, employmentEnd: '2025-12-31', grossMonthlySalary: 4000 })).toMatchObject({
      years: 36,
      ruleOfThumb: 72000,
      negotiatedTo: 144000,
    });
  });

  it('counts at least a year once more than six months had passed at the dismissal', () => {
    expect(calculateSeverance({ ...employee, employmentStartYear: 2026, employmentStartMonth: 3, employmentEnd: '2026-09-15' })).toMatchObject({ years: 1 });
  });

  it('is negative within the waiting period (§ 1 Abs. 1 KSchG) and in a small Betrieb (§ 23 Abs. 1 KSchG)', () => {
    expect(calculateSeverance({ ...employee, moreThanSixMonths: false })).toEqual({ result: 'negative', reason: 'waiting_period' });
    expect(calculateSeverance({ ...employee, companySize: '1-5' })).toEqual({ result: 'negative', reason: 'small_business' });
    expect(calculateSeverance({ ...employee, companySize: '6-10' })).toEqual({ result: 'negative', reason: 'small_business' });
  });

  it('says protection may apply for employment from before 2004 in a Betrieb of six to ten (§ 23 Abs. 1 Satz 2 KSchG)', () => {
    expect(calculateSeverance({ ...employee, companySize: '6-10', employmentStartYear: 2003, employmentStartMonth: 12 })).toMatchObject({ result: 'positive', protection: 'older_employment' });
    expect(calculateSeverance({ ...employee, companySize: 'unknown' })).toMatchObject({ result: 'positive', protection: 'to_check' });
  });
});

describe('the severance question', () => {
  const check = (question: Record<string, unknown>, today = '2026-11-27') => severanceCalculation.checkBody(question, { today });

  it('takes the spec’s year with a month, the end of employment and the waiting period', () => {
    expect(check(employee).ok).toBe(true);
  });

  it('refuses a start month in the future, an end before the start, and an end beyond two years ahead', () => {
    expect(check({ ...employee, employmentStartYear: 2026, employmentStartMonth: 12, employmentEnd: '2027-03-31' })).toEqual({ ok: false, errors: [{ path: 'employmentStartMonth', code: 'in_future', params: {} }] });
    expect(check({ ...employee, employmentEnd: '2020-03-31' })).toEqual({ ok: false, errors: [{ path: 'employmentEnd', code: 'too_early', params: { min: '2020-04-01' } }] });
    expect(check({ ...employee, employmentEnd: '2029-01-01' })).toEqual({ ok: false, errors: [{ path: 'employmentEnd', code: 'too_late', params: { max: '2028-11-28' } }] });
    expect(check({ ...employee, employmentStartMonth: 13 })).toMatchObject({ ok: false, errors: [{ path: 'employmentStartMonth', code: 'too_large' }] });
  });

  it('refuses the old probation flag and an unknown band', () => {
    const { moreThanSixMonths: _left, ...withoutFlag } = employee;
    expect(check({ ...withoutFlag, onProbation: false })).toMatchObject({ ok: false });
    expect(check({ ...employee, companySize: '11-20' })).toMatchObject({ ok: false, errors: [{ path: 'companySize', code: 'invalid_choice' }] });
  });
});
