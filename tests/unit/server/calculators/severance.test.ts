import type { SeveranceQuestion } from '@/contracts/calculators';
import { companySizes } from '@/contracts/vocabulary/calculators';
import { calculateSeverance } from '@/server/calculators/severance';

const employee: SeveranceQuestion = { employmentStartYear: 2020, companySize: '51-500', grossMonthlySalary: 3000, onProbation: false };

describe('severance (§§1a, 10, 23 KSchG)', () => {
  it('gives half a salary per year and a negotiated maximum of one salary per year', () => {
    expect(calculateSeverance(employee, 2026)).toEqual({ result: 'positive', years: 6, regularSeverance: 9000, maximumSeverance: 18000 });
  });

  it('is negative during probation, whatever the company size', () => {
    for (const companySize of companySizes) {
      expect(calculateSeverance({ ...employee, companySize, onProbation: true }, 2026)).toEqual({ result: 'negative', reason: 'probation' });
    }
  });

  it.each([
    ['1-5', 'negative'],
    ['6-10', 'negative'],
    ['11-50', 'positive'],
    ['51-500', 'positive'],
    ['500+', 'positive'],
  ] as const)('company size %s is %s', (companySize, result) => {
    const outcome = calculateSeverance({ ...employee, companySize }, 2026);
    expect(outcome.result).toBe(result);
    if (outcome.result === 'negative') expect(outcome.reason).toBe('company_too_small');
  });

  it('counts at least one year', () => {
    expect(calculateSeverance({ ...employee, employmentStartYear: 2026 }, 2026)).toMatchObject({ years: 1, regularSeverance: 1500 });
    expect(calculateSeverance({ ...employee, employmentStartYear: 2025 }, 2026)).toMatchObject({ years: 1 });
  });

  it('caps the negotiated maximum at 12 monthly salaries', () => {
    expect(calculateSeverance({ ...employee, employmentStartYear: 2014 }, 2026)).toMatchObject({ years: 12, maximumSeverance: 36000 });
    expect(calculateSeverance({ ...employee, employmentStartYear: 2013 }, 2026)).toMatchObject({
      years: 13,
      regularSeverance: 19500,
      maximumSeverance: 36000,
    });
  });

  it('never gives a maximum below the regular severance', () => {
    // 26 years: regular 39,000 EUR exceeds the capped 36,000 EUR.
    expect(calculateSeverance({ ...employee, employmentStartYear: 2000 }, 2026)).toMatchObject({
      regularSeverance: 39000,
      maximumSeverance: 39000,
    });
  });

  it('rounds to whole euros, half up', () => {
    // 0.5 × 3,333.33 × 3 = 4,999.995 EUR
    expect(calculateSeverance({ ...employee, grossMonthlySalary: 3333.33, employmentStartYear: 2023 }, 2026)).toMatchObject({
      regularSeverance: 5000,
      maximumSeverance: 10000,
    });
  });
});
