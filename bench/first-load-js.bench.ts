import { gzipSync } from 'node:zlib';
import type { Bench } from './run';
import { recordFigure } from './support/figures';
import { benchPort, startProductionServer } from './support/server';

/** Next 16 no longer prints first-load JS: the sum of the gzip sizes of the scripts a page loads. */
async function firstLoadKiB(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = Array.from(html.matchAll(/<script[^>]+src="([^"]+)"/g), (match) => match[1]).filter(
    (src) => !/polyfills/.test(src), // loaded only by browsers without ES modules
  );
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

const bench: Bench = {
  title: 'First-load JavaScript per page (gzip)',
  async run() {
    const server = await startProductionServer(benchPort(0));
    try {
      for (const path of ['/', '/en', '/miete', '/en/rent', '/anmelden', '/minifunnel/girokosten', '/dashboard', '/beauftragen/mietpreisbremse', '/en/commission/dismissal']) {
        const kib = await firstLoadKiB(server.url, path);
        recordFigure(`${path} first-load JS`, kib, 'KiB', 'lower');
        console.log(`${path.padEnd(28)} ${String(kib).padStart(7)} KiB`);
      }
    } finally {
      await server.stop();
    }
  },
};

export default bench;
