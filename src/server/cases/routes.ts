import type { ApiRoute } from '../http/router';
import { backofficeRoutes } from './backoffice-routes';
import { customerDocumentRoutes } from './customer-document-routes';
import { engineRoutes } from './engine-routes';
import { staffCaseRoutes } from './staff-case-routes';
import { messageRoutes } from '../messages/routes';

/** Every endpoint of the cases domain: the engine service, the back office (API key and staff pages), the customer's documents and conversation. */
export const casesRoutes: ApiRoute[] = [...engineRoutes, ...backofficeRoutes, ...customerDocumentRoutes, ...messageRoutes, ...staffCaseRoutes];
