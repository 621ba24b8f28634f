import { sql } from 'drizzle-orm';
import { ok } from '../http/api';
import type { ApiRoute } from '../http/router';
import { getDatabase } from '../db/client';

/** `GET /api/health`: the process runs and its database answers (for load balancers and the e2e setup). */
export const healthRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    handler: async () => {
      const db = await getDatabase();
      await db.execute(sql`select 1`);
      return ok({ status: 'success' });
    },
  },
];
