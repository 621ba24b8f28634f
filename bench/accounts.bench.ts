import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { outboxMails } from '../tests/support/mail-outbox';
import type { Bench } from './run';
import { recordFigure, recordGoal } from './support/figures';
import { type LoadResult, measureLoad, printLoad } from './support/load';
import { benchPort, freshPostgresDatabase, startProductionServer } from './support/server';

/**
 * The account service under load: sign-in (an argon2id verification, a rate-limit count and a new
 * session per request) and GET /api/v1/me (a session lookup and the customer's cases), 50 connections
 * each, against the production build, on the embedded database and, when TEST_DATABASE_URL names a
 * PostgreSQL server (`source scripts/ci/postgres.sh`), on PostgreSQL. The load generator, the server and
 * PostgreSQL share the machine's cores, so the goal is a ratio measured in one run: /api/v1/me's p99 at
 * most 1.25 times that of GET /api/health (one `select 1` through the same stack), both at 50
 * connections, after an unmeasured warm-up of each, taking turns twice. The per-IP and per-account
 * limits are lifted, since every request comes from one address for one account; they are still
 * counted in the database. BENCH_PROFILE=1 prints where each server spent its CPU time.
 */
const meRatioGoal = 1.25;
const email = 'bench@example.de';
const password = 'bench-kennwort-42';

const unlimited = '100000000/60';
const limitsLifted = {
  RATE_LIMIT_SIGN_IN_PER_IP: unlimited,
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: unlimited,
  SIGN_IN_LOCKOUT_AFTER: unlimited,
};

async function json(url: string, init: RequestInit = {}) {
  return fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as object) } });
}

/** Registers through the API and confirms through the link in the outbox, as a customer would. */
async function confirmedAccount(baseUrl: string, dataDir: string) {
  const registration = await json(`${baseUrl}/api/v1/users`, {
    method: 'POST',
    body: JSON.stringify({ user: { email, password, password_confirmation: password, first_name: 'Bench', last_name: 'Mark' } }),
  });
  if (registration.status !== 201) throw new Error(`registration failed: ${registration.status}`);
  const deadline = Date.now() + 10_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    link = (await outboxMails(path.join(dataDir, 'mail'), email))[0]?.links[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no confirmation mail in the outbox');
  const confirmation = await fetch(link, { redirect: 'manual' });
  if (confirmation.status !== 302) throw new Error(`confirmation failed: ${confirmation.status}`);
}

async function signIn(baseUrl: string, address: string, secret: string) {
  return json(`${baseUrl}/api/v1/users/sign_in`, { method: 'POST', body: JSON.stringify({ user: { email: address, password: secret } }) });
}

/**
 * Median times of failed sign-ins one at a time, a wrong password and an unknown address taking turns
 * (so that both see the same machine load): the two answers should take about as long.
 */
async function failedSignInMedians(baseUrl: string, rounds = 40) {
  const timed = async (address: string) => {
    const start = performance.now();
    await (await signIn(baseUrl, address, 'falsches-kennwort')).arrayBuffer();
    return performance.now() - start;
  };
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    wrong.push(await timed(email));
    unknown.push(await timed(`niemand-${i}@example.de`));
  }
  const median = (values: number[]) => Math.round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)] * 10) / 10;
  return { wrong: median(wrong), unknown: median(unknown) };
}

/** Health, /api/v1/me (and, on the first database, sign-in) on one database. */
async function measure(database: 'PGlite' | 'PostgreSQL', env: Record<string, string>, port: number, withSignIn: boolean) {
  const server = await startProductionServer(port, { ...limitsLifted, ...env });
  try {
    const memoryAtStart = server.peakMemoryMiB();
    await confirmedAccount(server.url, server.dataDir);
    if (withSignIn) {
      printLoad(`${database}: POST /api/v1/users/sign_in`, await measureLoad({ url: `${server.url}/api/v1/users/sign_in`, method: 'POST', body: { user: { email, password } } }));
    }
    const session = await signIn(server.url, email, password);
    const headers = Object.fromEntries(['access-token', 'client', 'uid'].map((name) => [name, session.headers.get(name) ?? '']));
    const health = { url: `${server.url}/api/health` };
    const me = { url: `${server.url}/api/v1/me`, headers };
    // Steady state: V8 compiles each route's code and the pool opens its connections during a short
    // unmeasured run first, as a server does in its first seconds of traffic.
    await measureLoad({ ...health, durationSeconds: 3 });
    await measureLoad({ ...me, durationSeconds: 3 });
    // In turns, so that the machine's other work weighs on both alike.
    const turns: { health: LoadResult; me: LoadResult }[] = [];
    for (let turn = 0; turn < 2; turn += 1) turns.push({ health: await measureLoad(health), me: await measureLoad(me) });
    const meanP99 = (which: 'health' | 'me') => Math.round((turns.reduce((sum, turn) => sum + turn[which].p99Ms, 0) / turns.length) * 10) / 10;
    // For scale: the same stack answering one trivial query.
    printLoad(`${database}: GET /api/health (select 1)`, turns[1].health);
    printLoad(`${database}: GET /api/v1/me`, turns[1].me);
    const ratio = Math.round((meanP99('me') / Math.max(meanP99('health'), 0.1)) * 100) / 100;
    console.log(`${database}: p99 of /api/v1/me ${meanP99('me')} ms against /api/health ${meanP99('health')} ms (mean of ${turns.length} turns)`);
    if (withSignIn) {
      const { wrong, unknown } = await failedSignInMedians(server.url);
      recordFigure('bad_credentials median, wrong password', wrong, 'ms', 'lower');
      recordFigure('bad_credentials median, unknown address', unknown, 'ms', 'lower');
      console.log(`bad_credentials, median of one at a time:  wrong password ${wrong} ms, unknown address ${unknown} ms`);
    }
    recordFigure(`${database}: server memory peak`, server.peakMemoryMiB(), 'MiB', 'lower');
    console.log(`${database}: server memory (VmHWM) ${memoryAtStart} MiB after start, ${server.peakMemoryMiB()} MiB peak`);
    return ratio;
  } finally {
    await server.stop();
  }
}

const bench: Bench = {
  title: 'Account service: sign-in and /api/v1/me at 50 connections',
  async run() {
    console.log(`machine load average (1 min) at start        ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    await measure('PGlite', {}, benchPort(1), true);
    const postgres = await freshPostgresDatabase();
    if (!postgres) {
      console.log('PostgreSQL: not measured (TEST_DATABASE_URL is not set; `source scripts/ci/postgres.sh` starts a server)');
      recordGoal('PostgreSQL: p99 of /api/v1/me / p99 of /api/health (not measured: no PostgreSQL)', Number.NaN, 'x', { atMost: meRatioGoal });
      return;
    }
    try {
      const ratio = await measure('PostgreSQL', { DATABASE_URL: postgres.url }, benchPort(1), false);
      recordGoal('PostgreSQL: p99 of /api/v1/me / p99 of /api/health', ratio, 'x', { atMost: meRatioGoal });
    } finally {
      await postgres.drop();
    }
  },
};

export default bench;
