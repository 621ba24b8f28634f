import { accountRoutes } from '../accounts/routes';
import { bankRoutes } from '../banks/routes';
import { calculatorRoutes } from '../calculators/routes';
import { casesRoutes } from '../cases/routes';
import { commissioningRoutes } from '../commissioning/routes';
import { declarationRoutes } from '../declarations/routes';
import { healthRoutes } from '../health/routes';
import { membershipRoutes } from '../memberships/routes';
import { staffRoutes } from '../staff/routes';
import { privacyRoutes } from '../privacy/routes';
import { reviewRoutes } from '../reviews/routes';
import type { ApiRoute } from './router';

/** Every endpoint of the reference backend. Each domain lists its own routes. */
export const apiRoutes: readonly ApiRoute[] = [
  ...healthRoutes,
  ...accountRoutes,
  ...casesRoutes,
  ...calculatorRoutes,
  ...bankRoutes,
  ...commissioningRoutes,
  ...membershipRoutes,
  ...declarationRoutes,
  ...staffRoutes,
  ...privacyRoutes,
  ...reviewRoutes,
];
