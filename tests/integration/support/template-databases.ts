import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The integration projects' templates: one migrated database per run and database, which
 * each test file's fresh database is copied from (test-server.ts). An empty PGlite spends most of its
 * start on initdb (about 3.7 s of CPU against 1.4 s for loading a dump), and PostgreSQL copies a
 * template faster than it runs the migrations. Each file still gets a database of its own.
 *
 * Each project's global setup (template-pglite.ts, template-postgres.ts) makes its own. The migrations
 * run here through Drizzle's migrator directly: Jest loads these files outside the test
 * environment, without the `@/` paths the portal's modules use. test-server.ts runs the portal's own
 * migrateDatabase on every copy, which finds nothing left to do unless the template is behind.
 */
const migrationsFolder = path.resolve(__dirname, '..', '..', '..', 'src', 'server', 'db', 'migrations');

/** Where the templates are, for the test files (Jest starts its workers after the global setups). */
export const pgliteTemplateVariable = 'TEST_PGLITE_TEMPLATE';
export const postgresTemplateVariable = 'TEST_POSTGRES_TEMPLATE';

export async function pgliteTemplate(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-')), 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

async function onPostgres<T>(url: string, work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresTemplate(adminUrl: string): Promise<string> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await onPostgres(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await onPostgres(url.toString(), (client) => migrate(drizzle(client), { migrationsFolder }));
  return name;
}

/** Jest's global teardown of both integration projects (Jest runs it once): removes the templates made. */
export default async function dropTemplates(): Promise<void> {
  const file = process.env[pgliteTemplateVariable];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const name = process.env[postgresTemplateVariable];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (name && adminUrl) await onPostgres(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
