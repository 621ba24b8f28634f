import { dayInGermany } from '@/basics/calendar';
import { accountFeesCheck, rentBrakeCheck, severanceCalculation } from '@/contracts/calculators';
import { findBank } from '../../banks/catalogue';
import { now } from '../../clock';
import { ok } from '../../http/api';
import { DomainError } from '../../domain-error';
import { type ApiRoute, route } from '../../http/router';
import { checkAccountFees } from '../../calculators/account-fees';
import { checkRentBrake } from '../../calculators/rent-brake/check';
import { calculateSeverance } from '../../calculators/severance';

/** The calculators' endpoints (docs/calculators.md). They store nothing. */
export const calculatorRoutes: ApiRoute[] = [
  route(rentBrakeCheck, async ({ body, query }) => ok(checkRentBrake(body, dayInGermany(now()), query.locale || 'de'))),
  route(severanceCalculation, async ({ body }) => ok(calculateSeverance(body))),
  route(accountFeesCheck, async ({ body }) => {
    const bank = findBank(body.bankName);
    // Only names the bank search offers can be judged; the funnel lets visitors pick from it alone.
    if (!bank) throw DomainError.of('unknown_bank', 'bankName');
    return ok(checkAccountFees(body, bank, dayInGermany(now())));
  }),
];
