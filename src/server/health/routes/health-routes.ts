import { sql } from 'drizzle-orm';
import { ok } from '../../http/api';
import { serviceUnavailable } from '../../http/errors';
import type { ApiRoute } from '../../http/router';
import { prepareDatabase } from '../../db/client';
import { log } from '../../log';

/** A health check that waits longer than a load balancer would is as good as a failed one. */
const databaseCheckTimeoutMs = 2000;

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
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        const checked = prepareDatabase().then(async (handle) => {
          await handle.db.execute(sql`select 1`);
          return handle.driver;
        });
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${databaseCheckTimeoutMs} ms`)), databaseCheckTimeoutMs);
        });
        const driver = await Promise.race([checked, timedOut]);
        return ok({ status: 'success', database: { driver, latencyMs: Math.round((performance.now() - started) * 10) / 10 } });
      } catch (error) {
        log.warn('health check: database unavailable', { error: error instanceof Error ? error.message : String(error) });
        throw serviceUnavailable();
      } finally {
        clearTimeout(timer);
      }
    },
  },
];
