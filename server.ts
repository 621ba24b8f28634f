import { loadEnvConfig } from '@next/env';

/**
 * The portal's server (`npm start`; `npm run dev` with `--dev`): opens and migrates the database,
 * prepares Next, and listens with the web server of src/web-server.ts, which serves the
 * reference backend itself and hands pages and assets to Next.
 *
 * It starts only when the database can be had: if not (PostgreSQL unreachable, the embedded database
 * held by another process), it says why and exits with status 1, so that a supervisor (systemd,
 * a container runtime) restarts it, rather than listening and answering 500.
 * SIGTERM and SIGINT stop it gracefully: no new connections, running requests and background work
 * (mails) finish, the database closes. While it runs, a daily housekeeping deletes what has run out.
 */
const dev = process.argv.includes('--dev');
const root = __dirname;

// The settings in .env files, as `next start` reads them, before anything reads the environment.
loadEnvConfig(root, dev);
(process.env as Record<string, string>).NODE_ENV ??= dev ? 'development' : 'production';

const port = Number(process.env.PORT || 3000);
// Empty: every interface, as `next start`. Behind nginx on the same machine: 127.0.0.1.
const bindAddress = process.env.BIND_ADDRESS?.trim() || undefined;
const gracePeriodMs = 10_000;

async function main() {
  // Loaded after NODE_ENV is settled: React and Next pick their builds by it.
  const { log } = await import('./src/server/log');
  const { closeDatabase, prepareDatabase } = await import('./src/server/db/client');
  const { fillMissingDeadlineDays } = await import('./src/server/cases/stores/deadline-backfill');
  const { backgroundWorkSettled } = await import('./src/server/background-work');
  const { apiRoutes } = await import('./src/server/api-routes');
  const { createWebServer } = await import('./src/web-server');
  const { default: next } = await import('next');
  const { checkCommissioningSettings } = await import('./src/server/commissioning/settings');
  const { startHousekeeping } = await import('./src/server/housekeeping');
  const { checkNewsletterSettings } = await import('./src/server/newsletter/settings');

  try {
    // A portal quoting wrong prices or a wrong creditor must not serve at all.
    checkCommissioningSettings();
    checkNewsletterSettings();
  } catch (error) {
    console.error(`\nThe portal cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }

  try {
    const { db } = await prepareDatabase();
    await fillMissingDeadlineDays(db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error('cannot start: the database is not available', { reason });
    console.error(`\nThe portal cannot start: ${reason}\n`);
    process.exit(1);
  }

  const app = next({ dev, dir: root, hostname: bindAddress ?? 'localhost', port });
  await app.prepare();
  const server = createWebServer({ routes: apiRoutes, pages: app.getRequestHandler() });
  server.on('error', (error) => {
    log.error('cannot listen', { port, error: error.message });
    process.exit(1);
  });
  server.listen(port, bindAddress, () => log.info('portal listening', { port, bindAddress: bindAddress ?? '*', dev }));
  const stopHousekeeping = startHousekeeping();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    setTimeout(() => {
      log.warn('stopping took too long; exiting', { gracePeriodMs });
      process.exit(1);
    }, gracePeriodMs).unref();
    stopHousekeeping();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await closed;
    await backgroundWorkSettled();
    await app.close();
    await closeDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
