import { startNginx } from '../e2e/support/nginx';
import type { Bench } from './run';
import { recordFigure, recordGoal } from './support/figures';
import { type LoadResult, measureLoad, printLoad } from './support/load';
import { benchPort, startProductionServer } from './support/server';

/**
 * Public pages in production: through nginx with the portal's site file (deploy/nginx) against the
 * yardstick of nginx serving the same prerendered files with nothing else (same TLS, no headers, no
 * proxy), and the portal's own server without nginx for comparison. Goal: at least 0.9 of the
 * yardstick's throughput. 10 connections over HTTPS (HTTP/1.1, kept alive), asking for gzip as
 * browsers do; the two nginx set-ups take turns, three times 5 s each, so that the machine's other work
 * weighs on both alike. Debian's nginx (apt-get install -y nginx).
 */
/** Prerendered pages only: the yardstick serves files, and the calculators now answer on the server (a query renders the result). */
const pages = ['/', '/en', '/miete', '/en/rent', '/mietminderung', '/anmelden', '/impressum', '/ratgeber', '/en/faq', '/kontogebuehren'];
const goal = 0.9;

const bench: Bench = {
  title: 'Public pages through nginx against nginx serving static files',
  async run() {
    const server = await startProductionServer(benchPort(6));
    const upstream = new URL(server.url).host;
    const portalSite = await startNginx({ httpPort: benchPort(7), httpsPort: benchPort(8), upstreams: [upstream], quiet: true });
    const staticFiles = await startNginx({ httpPort: benchPort(11), httpsPort: benchPort(12), upstreams: [upstream], quiet: true, minimal: true });
    try {
      const load = (url: string, durationSeconds = 5): Promise<LoadResult> =>
        measureLoad({ url, paths: pages, connections: 10, durationSeconds, headers: { 'accept-encoding': 'gzip' } });
      const turns: { yardstick: LoadResult; production: LoadResult }[] = [];
      for (let turn = 0; turn < 3; turn += 1) turns.push({ yardstick: await load(staticFiles.httpsUrl), production: await load(portalSite.httpsUrl) });
      const combined = (which: 'yardstick' | 'production'): LoadResult => ({
        requestsPerSecond: Math.round(turns.reduce((sum, turn) => sum + turn[which].requestsPerSecond, 0) / turns.length),
        p99Ms: Math.max(...turns.map((turn) => turn[which].p99Ms)),
        non2xx: turns.reduce((sum, turn) => sum + turn[which].non2xx, 0),
        errors: turns.reduce((sum, turn) => sum + turn[which].errors, 0),
      });
      const yardstick = combined('yardstick');
      const production = combined('production');
      printLoad('nginx serving the static files (yardstick)', yardstick);
      printLoad('nginx with the portal site file', production);
      // A page the yardstick cannot serve would make it look fast with quick 404s.
      if (yardstick.non2xx || production.non2xx) throw new Error('a page of the list is not a prerendered file: the comparison would not be fair');
      const direct = await load(server.url, 10);
      printLoad("the portal's server alone (plain http)", direct);
      const ratio = Math.round((production.requestsPerSecond / yardstick.requestsPerSecond) * 100) / 100;
      const directRatio = Math.round((direct.requestsPerSecond / yardstick.requestsPerSecond) * 100) / 100;
      recordFigure('portal server alone / yardstick', directRatio, 'x', 'higher');
      console.log(`the portal's server alone: ${directRatio}x the yardstick`);
      recordGoal('through nginx with the site file / yardstick (req/s)', ratio, 'x', { atLeast: goal });
    } finally {
      await portalSite.stop();
      await staticFiles.stop();
      await server.stop();
    }
  },
};

export default bench;
