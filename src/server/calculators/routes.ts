import { findBank } from '../banks/catalogue';
import { ok } from '../http/api';
import { requestLocale } from '../cases/request-locale';
import { ApiError } from '../http/errors';
import type { ApiRoute } from '../http/router';
import { parseInput } from '../http/validation';
import { checkAccountFees } from './account-fees';
import { berlinToday, berlinYear } from './berlin-calendar';
import { checkRentBrake } from './rent-brake';
import { accountFeesSchema, rentBrakeSchema, severanceSchema } from './schemas';
import { calculateSeverance } from './severance';

/** The calculators' endpoints (contract in docs/calculators.md). They store nothing. */
export const calculatorRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/calculators/rent',
    // `?locale=en` quotes the figure's source in English (German without it).
    handler: async (request) => ok(checkRentBrake(parseInput(rentBrakeSchema(berlinToday()), request.body), requestLocale(request.query))),
  },
  {
    method: 'POST',
    path: '/api/calculators/severance',
    handler: async (request) => {
      const year = berlinYear();
      return ok(calculateSeverance(parseInput(severanceSchema(year), request.body), year));
    },
  },
  {
    method: 'POST',
    path: '/api/calculators/giro',
    handler: async (request) => {
      const input = parseInput(accountFeesSchema(berlinToday()), request.body);
      const bank = findBank(input.bankName);
      // Only names the bank search offers can be judged; the funnel lets visitors pick from it alone.
      if (!bank) throw ApiError.of(422, 'unknown_bank', 'bankName');
      return ok(checkAccountFees(input, bank));
    },
  },
];
