/**
 * The one module that knows which database runs: PGlite in a folder on disk by default, PostgreSQL
 * when DATABASE_URL is set. Everything else works with `Database`, the dialect both share.
 */
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverConfig } from '../config';
import { log } from '../log';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database, or a transaction on it: stores write inside the caller's transaction where they can. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /**
   * `dataDir: null` keeps the database in memory (tests); `startFrom`, a dump of another PGlite
   * (`dumpDataDir`), starts it as a copy of that database instead of an empty one.
   */
  | { driver: 'pglite'; dataDir: string | null; startFrom?: Blob };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseTarget['driver'];
  target: DatabaseTarget;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), 'src', 'server', 'db', 'migrations');

/** An arbitrary, fixed key: PostgreSQL advisory lock that serialises migrations across app instances. */
const migrationLockKey = 740_211_015;

export function configuredTarget(): DatabaseTarget {
  const url = serverConfig.databaseUrl;
  return url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: path.join(serverConfig.dataDir, 'db') };
}

/**
 * PostgreSQL connections with bounds: waiting for a connection (a stopped server, a full pool) and
 * running one statement (server side, and a client-side timer a little later for a server that does
 * not answer at all) both end in an error, which the HTTP adapter answers with 503.
 */
function postgresPoolOptions(url: string) {
  const statementMs = serverConfig.databaseStatementTimeoutSeconds * 1000;
  return {
    connectionString: url,
    max: serverConfig.positiveInteger('DATABASE_POOL_SIZE', 10),
    connectionTimeoutMillis: serverConfig.databaseConnectTimeoutSeconds * 1000,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: statementMs,
    query_timeout: statementMs + 1000,
    keepAlive: true,
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool(postgresPoolOptions(target.url));
    pool.on('error', (error) => log.error('database pool error', { error: error.message }));
    return { db: drizzle(pool, { schema }) as unknown as Database, driver: 'postgres', target, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const releaseLock = target.dataDir ? await lockDataDir(target.dataDir) : async () => {};
  try {
    // PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; the embedded
    // database shares the app's process, and 32 MB keeps its resident memory near 200 MB.
    const options = { postgresqlconf: ['shared_buffers=32MB'], loadDataDir: target.startFrom };
    const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
    await client.waitReady;
    return {
      db: drizzle(client, { schema }) as unknown as Database,
      driver: 'pglite',
      target,
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * Applies the migrations in src/server/db/migrations that the database has not seen yet. On PostgreSQL
 * they run on a connection of their own, without the statement timeout, holding an advisory lock
 * (session-level, so lock, migrations and unlock must share that connection).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.target.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new Client({ connectionString: handle.target.url, connectionTimeoutMillis: serverConfig.databaseConnectTimeoutSeconds * 1000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}

// One database per process. The handle lives on globalThis so that every module instance that reaches
// for it (the server's, and scripts run beside it) shares it.
const registry = globalThis as typeof globalThis & { __portalDatabase?: Promise<DatabaseHandle> };

/** Opens and migrates the configured database once per process. */
export function prepareDatabase(): Promise<DatabaseHandle> {
  registry.__portalDatabase ??= (async () => {
    const target = configuredTarget();
    const handle = await openDatabase(target);
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
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

/**
 * A query built once per database and then only executed with new values (`sql.placeholder`): no SQL
 * is assembled per request, and PostgreSQL parses and plans it once per connection. For the queries of
 * every signed-in request.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): () => Promise<Query> {
  const built = new WeakMap<Database, Query>();
  return async () => {
    const db = await getDatabase();
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** Runs `work` inside the caller's transaction when one is given, else in a transaction of its own. */
export async function inTransaction<T>(executor: DatabaseExecutor | undefined, work: (tx: DatabaseExecutor) => Promise<T>): Promise<T> {
  if (executor) return work(executor);
  return (await getDatabase()).transaction(work);
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
