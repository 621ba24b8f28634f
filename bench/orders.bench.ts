import { currentContractTextVersion } from '../src/content/contract-versions';
import { accountFeesAnswers, orderCustomer } from '../tests/support/order-answers';
import type { Bench } from './run';
import { recordFigure } from './support/figures';
import { benchPort, startProductionServer } from './support/server';

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)];

/** A complete account-fee order (a processable German IBAN, Commerzbank), as the funnel sends it. */
const order = (draftToken: string, round: number) => ({
  product: 'account-fees',
  answers: accountFeesAnswers,
  draft_token: draftToken,
  idempotency_key: `bench-order-${round}-${Date.now()}`,
  language: round % 2 ? 'en' : 'de',
  customer: orderCustomer(`bench-order-${round}@example.org`, 'Kim Berger', { payout: false }),
  consent: { text_version: currentContractTextVersion, typed_name: 'Kim Berger', early_start: true, terms_accepted: true, privacy_accepted: true },
});

/**
 * The order request over HTTP against the production build: each order opens its upload draft, then
 * places the order (checks, one transaction with case, history entry, answers and mandate record); the
 * confirmation e-mail with its PDF is built after the answer and is not part of the figure. Rounds run
 * one after another, as customers' orders arrive; the embedded database unless DATABASE_URL is set.
 */
const bench: Bench = {
  title: 'Placing an order (POST /api/commissioning/orders)',
  async run() {
    const rounds = 100;
    const server = await startProductionServer(benchPort(13), {
      RATE_LIMIT_ORDER_PER_IP: `${rounds * 2}/3600`,
      RATE_LIMIT_DRAFT_PER_IP: `${rounds * 2}/3600`,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
    try {
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const draft = (await (await fetch(`${server.url}/api/commissioning/drafts`, { method: 'POST', headers: { Origin: server.url } })).json()) as { draft_token: string };
        const started = performance.now();
        const response = await fetch(`${server.url}/api/commissioning/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.url },
          body: JSON.stringify(order(draft.draft_token, round)),
        });
        const answer = await response.text();
        times.push(performance.now() - started);
        if (response.status !== 201) throw new Error(`order ${round} answered ${response.status}: ${answer}`);
      }
      const p50 = percentile(times, 0.5);
      const p99 = percentile(times, 0.99);
      recordFigure('order p50', Math.round(p50), 'ms', 'lower');
      recordFigure('order p99', Math.round(p99), 'ms', 'lower');
      console.log(`${rounds} orders: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; server peak memory ${server.peakMemoryMiB()} MiB`);
    } finally {
      await server.stop();
    }
  },
};

export default bench;
