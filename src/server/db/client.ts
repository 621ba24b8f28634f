/**
 * The one module that knows which database runs: PGlite in a folder on disk by default, PostgreSQL
 * when DATABASE_URL is set. Everything else works with `Database`, the dialect both share.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverConfig } from '../config';
import { log } from '../log';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /** `dataDir: null` keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | null };

export const migrationsFolder = path.join(process.cwd(), 'src', 'server', 'db', 'migrations');

/** An arbitrary, fixed key: PostgreSQL advisory lock that serialises migrations across app instances. */
const migrationLockKey = 740_211_015;

export function configuredTarget(): DatabaseTarget {
  const url = serverConfig.databaseUrl;
  return url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: path.join(serverConfig.dataDir, 'db') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: target.url, max: serverConfig.positiveInteger('DATABASE_POOL_SIZE', 10) });
    pool.on('error', (error) => log.error('database pool error', { error: error.message }));
    return { db: drizzle(pool, { schema }) as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const releaseLock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    // PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; the embedded
    // database shares the app's process, and 32 MB keeps its resident memory near 200 MB.
    const options = { postgresqlconf: ['shared_buffers=32MB'] };
    const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
    await client.waitReady;
    return {
      db: drizzle(client, { schema }) as unknown as Database,
      driver: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite's folder has no lock of its own and two processes writing to it corrupt it, so the first one
 * to open it leaves its process id beside it.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}.lock`;
  const holder = Number(fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : NaN);
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first, ` +
        'or use the back-office API of the running portal.',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    if (fs.existsSync(lockFile) && fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile);
  };
  process.once('exit', release);
  return release;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Applies the migrations in src/server/db/migrations that the database has not seen yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await handle.db.execute(`select pg_advisory_lock(${migrationLockKey})`);
  try {
    await migrate(handle.db as never, { migrationsFolder });
  } finally {
    await handle.db.execute(`select pg_advisory_unlock(${migrationLockKey})`);
  }
}

// One database per process, shared by every bundle Next builds (API routes, pages, instrumentation):
// they are separate module instances, so the handle lives on globalThis.
const registry = globalThis as typeof globalThis & { __portalDatabase?: Promise<DatabaseHandle> };

/** Opens and migrates the configured database once per process. */
export function prepareDatabase(): Promise<DatabaseHandle> {
  registry.__portalDatabase ??= (async () => {
    const target = configuredTarget();
    const handle = await openDatabase(target);
    await migrateDatabase(handle);
    log.info('database ready', { driver: handle.driver, ...(target.driver === 'pglite' ? { dataDir: target.dataDir } : {}) });
    return handle;
  })().catch((error) => {
    registry.__portalDatabase = undefined;
    throw error;
  });
  return registry.__portalDatabase;
}

export async function getDatabase(): Promise<Database> {
  return (await prepareDatabase()).db;
}

/** Tests and scripts: use this database instead of the configured one. */
export function installDatabase(handle: DatabaseHandle): void {
  registry.__portalDatabase = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const handle = await registry.__portalDatabase?.catch(() => undefined);
  registry.__portalDatabase = undefined;
  await handle?.close();
}
