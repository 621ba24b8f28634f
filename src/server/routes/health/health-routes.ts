import { ok } from '../../http/api';
import { serviceUnavailable } from '../../http/errors';
import type { ApiRoute } from '../../http/router';
import { log } from '../../log';
import { checkDatabase } from '../../health/actions/check-database';

/**
 * `GET /api/health`: the process runs and its database answers a query within two seconds. Answers
 * `{status: 'success', database: {driver, latencyMs}}`, or 503 `service_unavailable` with
 * Retry-After, so that a load balancer or supervisor takes the instance out of rotation.
 */
export const healthRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    handler: async () => {
      try {
        return ok({ status: 'success', database: await checkDatabase() });
      } catch (error) {
        log.warn('health check: database unavailable', { error: error instanceof Error ? error.message : String(error) });
        throw serviceUnavailable();
      }
    },
  },
];
