// Next calls register() once when a server starts: the database is opened and migrated before the
// first request, so `npm start` alone brings the database up to date.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareDatabase } = await import('./server/db/client');
  await prepareDatabase();
}
