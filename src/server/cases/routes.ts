import type { ApiRoute } from '../http/router';
import { backofficeRoutes } from './backoffice-routes';
import { engineRoutes } from './engine-routes';

/** Every endpoint of the cases domain: the engine service and the back office. */
export const casesRoutes: ApiRoute[] = [...engineRoutes, ...backofficeRoutes];
