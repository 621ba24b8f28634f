import { randomBytes } from 'node:crypto';
import { dismissalAnswers, orderCustomer } from '../tests/support/order-answers';
import { samplePng } from '../tests/support/sample-documents';
import type { Bench } from './run';
import { recordFigure } from './support/figures';
import { measureLoad } from './support/load';
import { type BenchServer, benchPort, startProductionServer } from './support/server';

/** Goals: the homepage stays quick while confirmations are downloaded, and parallel downloads do not hold their files in memory. */
const goals = { homepageP99Ms: 1000, downloadMemoryMiB: 200 };

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** A dismissal ordered over HTTP as the funnel does it, with `letter` as the dismissal letter; answers its status id and the letter's id. */
async function orderWithLetter(server: BenchServer, letter: Buffer): Promise<{ caseId: string; documentId: string }> {
  const json = { 'Content-Type': 'application/json' };
  const funnel = (await (await fetch(`${server.url}/api/commissioning/funnels/dismissal`)).json()) as { funnel: { contract_text_version: string } };
  const draft = (await (await fetch(`${server.url}/api/commissioning/drafts`, { method: 'POST' })).json()) as { draft_token: string };
  const uploaded = await fetch(`${server.url}/api/commissioning/drafts/documents?category=dismissal-letter`, {
    method: 'POST',
    headers: { 'X-Draft-Token': draft.draft_token, 'X-File-Name': 'Kuendigung.png', 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(letter),
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { document } = (await uploaded.json()) as { document: { id: string } };
  const received = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const placed = await fetch(`${server.url}/api/commissioning/orders`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      product: 'dismissal',
      answers: dismissalAnswers(received),
      draft_token: draft.draft_token,
      idempotency_key: randomBytes(16).toString('hex'),
      language: 'de',
      customer: orderCustomer(`bench-${randomBytes(4).toString('hex')}@example.org`, 'Kim Berger'),
      consent: { text_version: funnel.funnel.contract_text_version, typed_name: 'Kim Berger', early_start: true, terms_accepted: true, privacy_accepted: true },
    }),
  });
  if (placed.status !== 201) throw new Error(`order answered ${placed.status}: ${await placed.text()}`);
  const { case: opened } = (await placed.json()) as { case: { public_id: string } };
  return { caseId: opened.public_id, documentId: document.id };
}

/**
 * Expensive work under load, against the production build with the embedded database: the homepage's
 * p99 while 32 clients download an order's confirmation PDF without pause, and the server's memory
 * while 16 clients download a 10 MB document without pause. The download limit per client is lifted:
 * the bench is one client.
 */
const bench: Bench = {
  title: 'Expensive work: confirmations and large downloads under load',
  async run() {
    const server = await startProductionServer(benchPort(14), { RATE_LIMIT_DOWNLOAD_PER_CLIENT: '1000000/60' });
    try {
      const png = samplePng(64, 64, true);
      const letter = Buffer.concat([png, randomBytes(10 * 1024 * 1024 - png.byteLength)]);
      const { caseId, documentId } = await orderWithLetter(server, letter);
      const home = { url: `${server.url}/`, connections: 2, durationSeconds: 10 };

      const quiet = await measureLoad(home);
      const [underLoad, confirmations] = await Promise.all([
        measureLoad(home),
        measureLoad({ url: `${server.url}/api/cases/${caseId}/confirmation`, connections: 32, durationSeconds: 10 }),
      ]);
      recordFigure('homepage p99 while 32 confirmation downloads run', underLoad.p99Ms, 'ms', 'lower');
      console.log(
        `homepage p99 while 32 confirmation downloads run: ${underLoad.p99Ms} ms (goal ≤ ${goals.homepageP99Ms} ms: ${verdict(underLoad.p99Ms <= goals.homepageP99Ms)}); ` +
          `quiet ${quiet.p99Ms} ms; ${confirmations.requestsPerSecond} confirmations/s (non-2xx ${confirmations.non2xx}, errors ${confirmations.errors})`,
      );

      const before = server.memoryMiB();
      const downloads = measureLoad({ url: `${server.url}/api/cases/${caseId}/documents/${documentId}`, connections: 16, durationSeconds: 10 });
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, server.memoryMiB())), 100);
      const downloaded = await downloads;
      clearInterval(sampler);
      const growth = peak - before;
      recordFigure('memory growth under 16 parallel 10 MB downloads', growth, 'MiB', 'lower');
      console.log(
        `memory under 16 parallel 10 MB downloads: +${growth} MiB over ${before} MiB at rest (goal ≤ +${goals.downloadMemoryMiB} MiB: ${verdict(growth <= goals.downloadMemoryMiB)}); ` +
          `peak ${peak} MiB resident; ${downloaded.requestsPerSecond} downloads/s (non-2xx ${downloaded.non2xx}, errors ${downloaded.errors})`,
      );
    } finally {
      await server.stop();
    }
  },
};

export default bench;
