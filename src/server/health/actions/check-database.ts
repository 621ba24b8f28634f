import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../../db/client';

/** A health check that waits longer than a load balancer would is as good as a failed one. */
const databaseCheckTimeoutMs = 2000;

/** The database answers a query within two seconds: which driver, and how long it took in ms. Throws otherwise. */
export async function checkDatabase(): Promise<{ driver: string; latencyMs: number }> {
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
    return { driver, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } finally {
    clearTimeout(timer);
  }
}
