// Next calls register() once when a server starts: the settings are checked and the database is opened
// and migrated before the first request (spec: `npm start` migrates at start).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkCommissioningSettings } = await import('./server/commissioning/settings');
  try {
    checkCommissioningSettings();
  } catch (error) {
    // Next logs a failed hook and serves on regardless; a portal quoting wrong prices must not.
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { prepareDatabase } = await import('./server/db/client');
  await prepareDatabase();
}
