/**
 * The severance the dismissal funnel's answers point to, by the same rules as the severance
 * calculator (src/domain/severance), but from the exact days the funnel asks: the start of employment,
 * the end of the notice period and the day the letter was received.
 */
import { isCalendarDate } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { parseDecimal } from '@/basics/numbers';
import { type CompanySize, type DismissalProtection, dismissalProtection } from '@/domain/severance/dismissal-protection';
import { type SeveranceEstimate, severanceEstimate } from '@/domain/severance/severance-estimate';
import { employedMoreThanSixMonths, type YearsOfService, yearsOfService } from '@/domain/severance/years-of-service';
import type { ProductName } from '@/domain/products';

/** The funnel's answers to "staff in the Betrieb" as the calculator's bands (more than ten is enough to know). */
const companySizeOf: Record<string, CompanySize> = { 'up-to-5': '1-5', '6-10': '6-10', 'more-than-10': '11-50' };

export interface FunnelSeverance {
  service: YearsOfService;
  protection: DismissalProtection;
  /** Undefined when the Act probably does not protect: no figure is promised then. */
  estimate?: SeveranceEstimate;
}

/** Undefined until start, end and salary are given and make sense. */
export function severanceOfAnswers(product: ProductName, typed: Readonly<Record<string, string | undefined>>, language: Language): FunnelSeverance | undefined {
  if (product !== 'dismissal') return undefined;
  const start = typed['employment-start']?.trim() ?? '';
  const end = typed['notice-period-end']?.trim() ?? '';
  const received = typed['letter-received']?.trim() ?? '';
  const salary = parseDecimal(typed.salary?.trim() ?? '', language);
  if (!isCalendarDate(start) || !isCalendarDate(end) || end < start || salary === undefined || salary <= 0) return undefined;
  const protection = dismissalProtection({
    // Without the day of receipt the end of employment is the latest it can have been.
    moreThanSixMonths: employedMoreThanSixMonths(start, isCalendarDate(received) ? received : end),
    companySize: companySizeOf[typed['company-size'] ?? ''] ?? 'unknown',
    employmentStart: start,
  });
  const service = yearsOfService(start, end);
  if (!protection.protected) return { service, protection };
  return { service, protection, estimate: severanceEstimate(salary, Math.max(1, service.years)) };
}
