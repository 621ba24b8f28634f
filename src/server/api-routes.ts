import { accountRoutes } from './accounts/routes/account-routes';
import { addressProofRoutes } from './address-proofs/routes/address-proof-routes';
import { bankRoutes } from './banks/routes/bank-routes';
import { calculatorRoutes } from './calculators/routes/calculator-routes';
import { backofficeRoutes } from './cases/routes/backoffice-routes';
import { customerDocumentRoutes } from './cases/routes/customer-document-routes';
import { engineRoutes } from './cases/routes/engine-routes';
import { staffCaseRoutes } from './cases/routes/staff-case-routes';
import { commissioningRoutes } from './commissioning/routes/order-routes';
import { declarationRoutes } from './declarations/routes/declaration-routes';
import { healthRoutes } from './health/routes/health-routes';
import { membershipRoutes } from './memberships/routes/membership-routes';
import { messageRoutes } from './messages/routes/message-routes';
import { newsletterRoutes } from './newsletter/routes/newsletter-routes';
import { staffRoutes } from './staff/routes/staff-routes';
import { privacyRoutes } from './privacy/routes/privacy-routes';
import { reviewRoutes } from './reviews/routes/review-routes';
import type { ApiRoute } from './http/router';

/**
 * Every endpoint of the reference backend, the top of its layers: each domain lists its own routes
 * in `<domain>/routes/`, and nothing in src/server imports this table (the web server does).
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...healthRoutes,
  ...accountRoutes,
  ...engineRoutes,
  ...backofficeRoutes,
  ...customerDocumentRoutes,
  ...messageRoutes,
  ...staffCaseRoutes,
  ...calculatorRoutes,
  ...bankRoutes,
  ...commissioningRoutes,
  ...membershipRoutes,
  ...declarationRoutes,
  ...addressProofRoutes,
  ...staffRoutes,
  ...privacyRoutes,
  ...reviewRoutes,
  ...newsletterRoutes,
];
