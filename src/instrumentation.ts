// Next calls register() once when a server starts: the settings are checked and the database is opened
// and migrated before the first request (spec: `npm start` migrates at start).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkCommissioningSettings } = await import('./server/commissioning/settings');
  checkCommissioningSettings();
  const { prepareDatabase } = await import('./server/db/client');
  await prepareDatabase();
}
