import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { now, resetClock, setClock } from '../src/server/clock';
import { closeDatabase, installDatabase, migrateDatabase, openDatabase } from '../src/server/db/client';
import { apiRoutes } from '../src/server/api-routes';
import { createWebServer } from '../src/web-server';
import { samplePng } from '../tests/support/sample-documents';
import type { Bench } from './run';
import { recordFigure } from './support/figures';

const megabyte = 1024 * 1024;
/** What one client may fill in ten minutes at most: twice the default bytes per client and window (a window may end within the ten minutes). */
const goalMegabytes = 200;

/** A 10 MB photo that does not compress: the largest file one upload may bring. */
const photo = () => {
  const png = samplePng(64, 64, true);
  return Buffer.concat([png, randomBytes(10 * megabyte - png.byteLength)]);
};

const sizeOnDisk = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);

/**
 * What one client can store in ten minutes: a script uploads 10 MB files as fast as the backend takes
 * them, starting a new draft whenever one is full, until every request is refused. The backend runs in
 * this process (the production web server's front door and routes, the embedded database on disk), so
 * the clock can be moved: once refused, the client tries again at the end of its ten minutes. Run twice:
 * from a fresh start, and with the ten minutes straddling the end of the client's windows (the worst
 * case of fixed windows). The default limits apply, as in production.
 */
const bench: Bench = {
  title: 'Uploads: the disk one client can fill in 10 minutes',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-quota-'));
    const handle = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(handle);
    installDatabase(handle);
    const server = createWebServer({ routes: apiRoutes, pages: async (_request, response) => void response.writeHead(404).end() });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const file = photo();
    // The backend's clock runs on from wherever the bench moves it.
    let offset = 0;
    setClock(() => new Date(Date.now() + offset));
    const moveClockTo = (time: number) => {
      offset = time - Date.now();
    };
    // Each phase's client comes from an address of its own, as nginx would name it.
    const previousTrustProxy = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';

    /** Uploads from `client` until refused (or `until`); answers the bytes stored and the refusals seen. */
    const fill = async (client: string, until: number, maxFiles = Infinity) => {
      let stored = 0;
      let files = 0;
      const refusals = new Set<string>();
      let token: string | undefined;
      while (now().getTime() < until && files < maxFiles) {
        if (!token) {
          const draft = await fetch(`${url}/api/commissioning/drafts`, { method: 'POST', headers: { 'X-Forwarded-For': client } });
          const body = (await draft.json()) as { draft_token?: string; errors?: { code: string }[] };
          if (draft.status !== 201) {
            refusals.add(`${draft.status} ${body.errors?.[0]?.code}`);
            break;
          }
          token = body.draft_token;
        }
        // Each file differs, or the draft would keep it once.
        file.writeUInt32BE(Math.floor(Math.random() * 2 ** 32), file.length - 4);
        const upload = await fetch(`${url}/api/commissioning/drafts/documents?category=rental-contract`, {
          method: 'POST',
          headers: { 'X-Draft-Token': token!, 'X-File-Name': 'Foto.png', 'Content-Type': 'application/octet-stream', 'X-Forwarded-For': client },
          body: file,
        });
        const body = (await upload.json()) as { errors?: { code: string }[] };
        files += 1;
        if (upload.status === 201) stored += file.length;
        else if (upload.status === 422 && ['draft_too_large', 'too_many_documents'].includes(body.errors?.[0]?.code ?? '')) token = undefined;
        else {
          refusals.add(`${upload.status} ${body.errors?.[0]?.code}`);
          break;
        }
      }
      return { stored, refusals };
    };

    try {
      const diskBefore = sizeOnDisk(dataDir);
      const started = performance.now();
      // A fresh client: everything it gets in, then once more at the end of its ten minutes.
      const start = now().getTime();
      const fresh = await fill('203.0.113.1', start + 10 * 60_000);
      const seconds = (performance.now() - started) / 1000;
      moveClockTo(start + 10 * 60_000 - 2000);
      const atTheEnd = await fill('203.0.113.1', start + 10 * 60_000);
      const freshBytes = fresh.stored + atTheEnd.stored;
      const diskGrowth = sizeOnDisk(dataDir) - diskBefore;

      // The worst case: one file starts the client's windows; the client fills what is left just
      // before the longest window ends, and again right after it, five minutes apart.
      const day = 24 * 3600_000;
      const opened = now().getTime();
      await fill('203.0.113.2', Infinity, 1);
      moveClockTo(opened + day - 5 * 60_000);
      const before = await fill('203.0.113.2', opened + day);
      moveClockTo(opened + day + 1000);
      const after = await fill('203.0.113.2', opened + day + 5 * 60_000);
      const worstBytes = before.stored + after.stored;

      const mb = (bytes: number) => Math.round(bytes / megabyte);
      const verdict = (value: number) => (value <= goalMegabytes ? 'met' : 'NOT met');
      recordFigure('one client in 10 minutes, fresh', mb(freshBytes), 'MB', 'lower');
      recordFigure('one client in 10 minutes, across a window end', mb(worstBytes), 'MB', 'lower');
      console.log(
        `one client in 10 minutes from a fresh start: ${mb(freshBytes)} MB stored (goal ≤ ${goalMegabytes} MB: ${verdict(mb(freshBytes))}); ` +
          `refused with ${[...fresh.refusals].join(', ')} after ${seconds.toFixed(0)} s, and still at the end of the ten minutes (${[...atTheEnd.refusals].join(', ')}); database on disk +${mb(diskGrowth)} MB`,
      );
      console.log(`one client in 10 minutes across the end of its windows: ${mb(worstBytes)} MB stored (goal ≤ ${goalMegabytes} MB: ${verdict(mb(worstBytes))})`);
    } finally {
      if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previousTrustProxy;
      resetClock();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
