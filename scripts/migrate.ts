import { fillMissingDeadlineDays } from '../src/server/cases/stores/deadline-backfill';
import { closeDatabase, configuredTarget, prepareDatabase } from '../src/server/db/client';

/**
 * `npm run db:migrate`: creates (on first use) and migrates the configured database without starting the
 * portal, e.g. before a deployment switches over. `npm start` migrates at start as well.
 */
async function main() {
  const target = configuredTarget();
  const { db } = await prepareDatabase();
  await fillMissingDeadlineDays(db);
  console.log(`Database migrated (${target.driver === 'pglite' ? target.dataDir : 'PostgreSQL'}).`);
}

main()
  .catch((error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
