import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closeDatabase, type DatabaseHandle, migrateDatabase, openDatabase, installDatabase } from '@/server/db/client';
import { resetClock } from '@/server/clock';
import type { ApiRoute } from '@/server/http/router';
import { apiRoutes } from '@/server/api-routes';
import { createWebServer } from '@/web-server';
import { backofficeKey, engineToken } from './cases';
import { staffTotpKey } from './staff';
import { pgliteTemplateVariable, postgresTemplateVariable } from './template-databases';

/**
 * The database the integration tests run against: a fresh in-memory PGlite per test file, or, with
 * TEST_DB=postgres, a fresh database on the PostgreSQL server at TEST_DATABASE_URL (.ci/run starts one).
 * Each is a copy of the run's migrated template (template-databases.ts, Jest's global setup).
 */
async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = process.env[pgliteTemplateVariable];
    return openDatabase({ driver: 'pglite', dataDir: null, startFrom: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[postgresTemplateVariable];
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestServer {
  url: string;
  /** fetch against the server; `body` objects are sent as JSON. */
  request(path: string, init?: Omit<RequestInit, 'body'> & { body?: unknown; rawBody?: string }): Promise<Response>;
  /** Where this file's e-mails land (.eml files). */
  mailDir: string;
  database: DatabaseHandle;
}

/**
 * Starts the backend behind the portal's web server on a random port with its own database, for one test file.
 * Call inside `describe` or at the top of a file; it registers its own beforeAll/afterAll.
 */
export function testServerForFile(routes: readonly ApiRoute[] = apiRoutes): TestServer {
  const server = {} as TestServer;
  let httpServer: http.Server;

  beforeAll(async () => {
    // Info and warning logs (mail links, locks) are wanted in production, not between test results;
    // errors still show. Tests that check a log line read the mocked console.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const showError = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((line, ...rest) => {
      if (!String(line).includes('"level":"warn"')) showError(line, ...rest);
    });
    server.mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    Object.assign(process.env, {
      MAIL_OUTBOX_DIR: server.mailDir,
      APP_URL: 'http://portal.test',
      ENGINE_ACCESS_TOKEN: engineToken,
      BACKOFFICE_API_KEY: backofficeKey,
      STAFF_TOTP_KEY: staffTotpKey,
    });
    server.database = await freshDatabase();
    // Nothing to do on a copy of the template, unless the template is behind the migrations.
    await migrateDatabase(server.database);
    installDatabase(server.database);
    // The production front door (methods, timeouts, security headers) with the backend's routes; no pages.
    httpServer = createWebServer({ routes, pages: async (_request, response) => void response.writeHead(404).end() });
    // Client and server share this process's event loop: after a test blocks it for seconds (parsing
    // HTML), both keep-alive timers fire at once and the server may close the socket the client is
    // reusing (ECONNRESET). Idle connections stay open here; afterAll closes them.
    httpServer.keepAliveTimeout = 0;
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    server.url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    server.request = (requestPath, { body, rawBody, headers, ...init } = {}) =>
      fetch(`${server.url}${requestPath}`, {
        ...init,
        headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(headers as object) },
        body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
      });
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    resetClock();
    httpServer?.closeAllConnections();
    await new Promise((resolve) => httpServer?.close(resolve));
    await closeDatabase();
    fs.rmSync(server.mailDir, { recursive: true, force: true });
  });

  return server;
}
