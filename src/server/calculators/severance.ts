import type { SeveranceAnswer, SeveranceQuestion } from '@/contracts/calculators';
import type { CompanySize } from '@/contracts/vocabulary/calculators';
import { divideRounded, toCents } from './money';

/**
 * §23(1) KSchG: dismissal protection, and with it the leverage for a severance, applies only in
 * businesses with more than 10 employees. The bands 1-5 and 6-10 are at or below that threshold.
 */
export const SIZES_WITHOUT_DISMISSAL_PROTECTION: readonly CompanySize[] = ['1-5', '6-10'];

/** §1a(2) KSchG: the statutory severance is half a monthly salary per year of employment. */
export const REGULAR_FACTOR = 0.5;

/**
 * A strong negotiated outcome: one monthly salary per year of employment, the upper end of what
 * settlements and courts award in practice.
 */
export const NEGOTIATED_FACTOR = 1.0;

/**
 * §10(1) KSchG: a court-ordered severance is capped at 12 monthly salaries (15 or 18 for older, long
 * employed staff, §10(2); the calculator keeps to the general cap).
 */
export const MAXIMUM_MONTHLY_SALARIES = 12;

/**
 * At least one year: the calculator knows only the start year, and §1a(2) sentence 3 KSchG counts a
 * period of more than six months as a full year.
 */
export const MINIMUM_YEARS = 1;

/** Factors are whole tenths, so salary × factor × years stays an integer count of cent-tenths. */
const tenths = (factor: number) => Math.round(factor * 10);

/** Cent-tenths rounded half up to whole euros. */
const wholeEuros = (centTenths: number) => divideRounded(centTenths, 10 * 100);

/** The severance estimate; `currentYear` is the year in Berlin. */
export function calculateSeverance(input: SeveranceQuestion, currentYear: number): SeveranceAnswer {
  // §1(1) KSchG needs six months of employment (the usual probation) before dismissal protection applies.
  if (input.onProbation) return { result: 'negative', reason: 'probation' };
  if (SIZES_WITHOUT_DISMISSAL_PROTECTION.includes(input.companySize)) {
    return { result: 'negative', reason: 'company_too_small' };
  }
  const years = Math.max(MINIMUM_YEARS, currentYear - input.employmentStartYear);
  const salary = toCents(input.grossMonthlySalary);
  const regularSeverance = wholeEuros(salary * tenths(REGULAR_FACTOR) * years);
  const negotiated = wholeEuros(
    Math.min(salary * tenths(NEGOTIATED_FACTOR) * years, salary * tenths(MAXIMUM_MONTHLY_SALARIES)),
  );
  // Never below the statutory amount, whatever the factors.
  return { result: 'positive', years, regularSeverance, maximumSeverance: Math.max(regularSeverance, negotiated) };
}
