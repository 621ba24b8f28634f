import type { SeveranceAnswer, SeveranceQuestion } from '@/contracts/calculators';
import { dismissalProtection } from '@/domain/severance/dismissal-protection';
import { severanceEstimate } from '@/domain/severance/severance-estimate';
import { firstDayOfMonth, yearsOfService } from '@/domain/severance/years-of-service';

/**
 * The severance calculator: whether the Protection Against Dismissal Act protects the employee
 * (§§ 1, 23 KSchG), the years of service from the start month to the end of employment (§ 1a Abs. 2
 * KSchG), and the rule of thumb with the range commonly negotiated (src/domain/severance).
 */
export function calculateSeverance(input: SeveranceQuestion): SeveranceAnswer {
  const start = firstDayOfMonth(input.employmentStartYear, input.employmentStartMonth);
  const protection = dismissalProtection({ moreThanSixMonths: input.moreThanSixMonths, companySize: input.companySize, employmentStart: start });
  if (!protection.protected) return { result: 'negative', reason: protection.reason };
  const service = yearsOfService(start, input.employmentEnd);
  // More than six months at the dismissal means more than six months by its end: at least one year.
  const years = Math.max(1, service.years);
  return { result: 'positive', protection: protection.basis, ...service, years, ...severanceEstimate(input.grossMonthlySalary, years) };
}
