import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { outboxMails } from '../tests/support/mail-outbox';
import type { Bench } from './run';
import { recordFigure } from './support/figures';
import { benchPort, startProductionServer } from './support/server';
import { mannWhitneyZ, median } from './support/statistics';

/**
 * Can a stranger tell from the answer's timing whether an address has an account? The password reset
 * request and the confirmation re-send answer the same either way; this measures whether they also
 * take the same time: 200 requests for an address with an account and 200 for one without, in random
 * order (each address asked as often, so that both have their rate-limit counters), one at a time with a
 * pause (so that work left over from one request does not slow the next), and a Mann–Whitney test on
 * the two sets of times. |z| < 3: no difference to be seen; the
 * probe that reported the problem measured z = 9.4. The per-IP and per-address limits are lifted.
 */
const rounds = Number(process.env.ENUMERATION_ROUNDS || 200);
const pauseMs = 50;
const unlimited = '100000000/60';
const password = 'bench-kennwort-42';

async function post(url: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function register(baseUrl: string, email: string) {
  const response = await post(`${baseUrl}/api/v1/users`, { user: { email, password, password_confirmation: password, first_name: 'Bench', last_name: 'Mark' } });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status}`);
}

async function confirm(baseUrl: string, dataDir: string, email: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = (await outboxMails(path.join(dataDir, 'mail'), email))[0]?.links[0];
    if (link) {
      if ((await fetch(link, { redirect: 'manual' })).status !== 302) throw new Error('confirmation failed');
      return;
    }
    if (Date.now() > deadline) throw new Error('no confirmation mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Times of `rounds` requests each for the known and the unknown address, in random order. */
async function timings(url: string, known: string, unknown: string) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const order = [...Array(rounds).fill('known'), ...Array(rounds).fill('unknown')].sort(() => Math.random() - 0.5) as ('known' | 'unknown')[];
  for (const kind of order) {
    const email = kind === 'known' ? known : unknown;
    const started = performance.now();
    const response = await post(url, { email });
    await response.arrayBuffer();
    times[kind].push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return times;
}

function report(label: string, times: { known: number[]; unknown: number[] }) {
  const z = Math.round(mannWhitneyZ(times.known, times.unknown) * 10) / 10;
  const known = Math.round(median(times.known) * 100) / 100;
  const unknown = Math.round(median(times.unknown) * 100) / 100;
  recordFigure(`${label}: |z| known vs unknown address`, Math.abs(z), 'z', 'lower');
  console.log(
    `${label.padEnd(24)} median ${known} ms with an account, ${unknown} ms without; z = ${z} (n = ${rounds} each): ${Math.abs(z) < 3 ? 'no difference to be seen' : 'THE TIMING TELLS'}`,
  );
}

const bench: Bench = {
  title: 'Account enumeration by timing: reset request and confirmation re-send',
  async run() {
    const server = await startProductionServer(benchPort(10), {
      ...Object.fromEntries(['PASSWORD_RESET', 'CONFIRMATION', 'REGISTRATION'].flatMap((action) => [`RATE_LIMIT_${action}_PER_IP`, `RATE_LIMIT_${action}_PER_ACCOUNT`].map((name) => [name, unlimited]))),
    });
    try {
      const confirmed = 'bekannt@example.de';
      await register(server.url, confirmed);
      await confirm(server.url, server.dataDir, confirmed);
      const unconfirmed = 'unbestaetigt@example.de';
      await register(server.url, unconfirmed);
      const unknown = 'niemand@example.de';
      report('password reset request', await timings(`${server.url}/api/v1/users/password`, confirmed, unknown));
      report('confirmation re-send', await timings(`${server.url}/api/v1/users/confirmation`, unconfirmed, unknown));
    } finally {
      await server.stop();
    }
  },
};

export default bench;
