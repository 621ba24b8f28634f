import type { ApiRoute } from '../http/router';
import { backofficeRoutes } from './backoffice-routes';
import { customerDocumentRoutes } from './customer-document-routes';
import { engineRoutes } from './engine-routes';

/** Every endpoint of the cases domain: the engine service, the back office and the customer's documents. */
export const casesRoutes: ApiRoute[] = [...engineRoutes, ...backofficeRoutes, ...customerDocumentRoutes];
