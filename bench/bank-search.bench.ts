import type { Bench } from './run';
import { recordFigure } from './support/figures';
import { measureLoad, printLoad } from './support/load';
import { benchPort, startProductionServer } from './support/server';

/**
 * The bank search behind the mini funnel's autocomplete (GET /girokosten/banks, through the rewrite):
 * throughput and p99 latency at 50 concurrent connections for a broad and a narrow query.
 */
const bench: Bench = {
  title: 'Bank search at 50 concurrent connections',
  async run() {
    const server = await startProductionServer(benchPort(2));
    try {
      // The health check (one database round trip) of the same server, for scale on a shared machine.
      const health = `${server.url}/api/health`;
      await measureLoad({ url: health, connections: 10, durationSeconds: 2 });
      printLoad('GET /api/health (baseline)', await measureLoad({ url: health, connections: 50, durationSeconds: 10 }));
      for (const search of ['sparkasse', 'dkb', 'Stadtsparkasse Muenchen']) {
        const url = `${server.url}/girokosten/banks?search=${encodeURIComponent(search)}`;
        // One short warm-up so the first figures do not include compiling and loading the bank list.
        await measureLoad({ url, connections: 10, durationSeconds: 2 });
        printLoad(`GET /girokosten/banks?search=${search}`, await measureLoad({ url, connections: 50, durationSeconds: 10 }));
      }
      recordFigure('peak server memory', server.peakMemoryMiB(), 'MiB', 'lower');
      console.log(`peak server memory ${server.peakMemoryMiB()} MiB`);
    } finally {
      await server.stop();
    }
  },
};

export default bench;
