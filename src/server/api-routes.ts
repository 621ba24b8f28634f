import { accountRoutes } from './routes/accounts/account-routes';
import { addressProofRoutes } from './routes/address-proofs/address-proof-routes';
import { bankRoutes } from './routes/banks/bank-routes';
import { calculatorRoutes } from './routes/calculators/calculator-routes';
import { backofficeRoutes } from './routes/cases/backoffice-routes';
import { customerDocumentRoutes } from './routes/cases/customer-document-routes';
import { engineRoutes } from './routes/cases/engine-routes';
import { staffCaseRoutes } from './routes/cases/staff-case-routes';
import { commissioningRoutes } from './routes/commissioning/order-routes';
import { declarationRoutes } from './routes/declarations/declaration-routes';
import { healthRoutes } from './routes/health/health-routes';
import { membershipRoutes } from './routes/memberships/membership-routes';
import { messageRoutes } from './routes/messages/message-routes';
import { newsletterRoutes } from './routes/newsletter/newsletter-routes';
import { staffRoutes } from './routes/staff/staff-routes';
import { privacyRoutes } from './routes/privacy/privacy-routes';
import { reviewRoutes } from './routes/reviews/review-routes';
import type { ApiRoute } from './http/router';

/**
 * Every endpoint of the reference backend, the top of its layers: each domain lists its own routes
 * in `routes/<domain>/`, and nothing in src/server imports this table (the web server does).
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
