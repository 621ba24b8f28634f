import type { Bench } from './run';
import { recordFigure } from './support/figures';
import { measureLoad, printLoad } from './support/load';
import { benchPort, startProductionServer } from './support/server';

const backofficeKey = 'bench-backoffice-key-5e8a2c7f1b9d3046';
const engineToken = 'bench-engine-token-2d7f4b9e1c6a8053';

/**
 * The case endpoints under load (10 connections, 10 s each) against the production build with the
 * embedded database: the engine's case history (a case with 20 entries), a case-details
 * questionnaire, the server-rendered status page, and writing history entries through the back office.
 */
const bench: Bench = {
  title: 'Cases: engine API, status page and back office under load',
  async run() {
    const server = await startProductionServer(benchPort(3), { BACKOFFICE_API_KEY: backofficeKey, ENGINE_ACCESS_TOKEN: engineToken });
    try {
      const backoffice = { Authorization: `Bearer ${backofficeKey}`, 'Content-Type': 'application/json' };
      const opened = (await (
        await fetch(`${server.url}/api/backoffice/cases`, {
          method: 'POST',
          headers: backoffice,
          body: JSON.stringify({ case: { email: 'bench@example.org', product_name: 'rent-brake' }, notify: false }),
        })
      ).json()) as { case: { id: string; reference_number: string } };
      const { id, reference_number: reference } = opened.case;
      for (let entry = 1; entry < 20; entry += 1) {
        await fetch(`${server.url}/api/backoffice/cases/${reference}/history`, {
          method: 'POST',
          headers: backoffice,
          body: JSON.stringify({ entry: { short: `Eintrag ${entry}`, description: `<p>Text <strong>${entry}</strong> mit <a href="https://example.org">Link</a>.</p>` }, notify: false }),
        });
      }
      const common = { connections: 10, durationSeconds: 10 };
      // The health check (one trivial query) is the yardstick: on a busy shared machine ratios say more than absolutes.
      printLoad('GET /api/health (baseline)', await measureLoad({ url: `${server.url}/api/health`, ...common }));
      printLoad(
        'GET /api/request_history.json (20 entries)',
        await measureLoad({ url: `${server.url}/api/request_history.json?id=${id}`, headers: { Authorization: `Bearer ${engineToken}` }, ...common }),
      );
      printLoad('GET /api/v1/funnels/…-case-details.json', await measureLoad({ url: `${server.url}/api/v1/funnels/rent-brake-case-details.json?locale=en`, ...common }));
      printLoad('GET /case?id=… (server-rendered page)', await measureLoad({ url: `${server.url}/case?id=${id}`, ...common }));
      printLoad(
        'POST …/history (no mail)',
        await measureLoad({
          url: `${server.url}/api/backoffice/cases/${reference}/history`,
          method: 'POST',
          headers: { Authorization: `Bearer ${backofficeKey}` },
          body: { entry: { short: 'Last', description: '<p>Load</p>' }, notify: false },
          ...common,
        }),
      );
      recordFigure('peak server memory', server.peakMemoryMiB(), 'MiB', 'lower');
      console.log(`peak server memory (VmHWM)                   ${String(server.peakMemoryMiB()).padStart(7)} MiB`);
    } finally {
      await server.stop();
    }
  },
};

export default bench;
