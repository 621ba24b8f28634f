import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicPaths } from '../e2e/support/public-pages';
import type { Bench } from './run';
import { cpuSlowdownSetting, HostSpeed } from './support/cpu-slowdown';
import { recordFigure } from './support/figures';
import { measureLoad, printLoad } from './support/load';
import { benchPort, startProductionServer } from './support/server';

/**
 * Lighthouse 12 (mobile: its default emulation and simulated slow-4G throttling) on every public page
 * in both languages, in Debian's Chromium, printing the four category scores per page; then the
 * throughput of / and /miete under autocannon.
 *
 * The CPU slowdown is Lighthouse's own mobile preset, 4x, as PageSpeed Insights and the Lighthouse CLI
 * use it: the scores are judged by it. For information the bench prints beside it the factor calibrated
 * to this host as Lighthouse's docs/throttling.md describes (see support/cpu-slowdown.ts): three
 * calibration runs measure the host's benchmarkIndex, every audit run measures it again.
 * `LIGHTHOUSE_CPU_SLOWDOWN=calibrated` scores with that factor instead.
 *
 * Lighthouse's simulated throttling multiplies the CPU time it observes, so on a shared machine a run
 * that overlaps another job's work scores lower. As Lighthouse's own guidance on variability advises,
 * each page is measured several times (LIGHTHOUSE_RUNS, default 3) and the median per category is
 * printed, with every run's performance score beside it and the machine's load average at the start.
 * `LIGHTHOUSE_PAGES=/,/miete npm run bench -- lighthouse` limits the run to some pages;
 */
const serverPort = benchPort(4);
const chromiumPort = benchPort(5);
const target = 95;
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const cpuSlowdownMode = cpuSlowdownSetting(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type Scores = Record<Category, number>;

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

async function launchChromium(): Promise<{ process: ChildProcess; stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(process.env.CHROMIUM_PATH || '/usr/bin/chromium', [...chromiumFlags, `--remote-debugging-port=${chromiumPort}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${chromiumPort}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('Chromium did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be writing their cache; a leftover temp folder is harmless.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

const hostSpeed = new HostSpeed();
const cpuSlowdown = () => (cpuSlowdownMode === 'calibrated' ? hostSpeed.cpuSlowdown : cpuSlowdownMode);

/** One Lighthouse run; a failed trace recording (Lighthouse asks to "run again") is retried once. */
async function audit(url: string, retry = true): Promise<Scores> {
  try {
    return await auditOnce(url);
  } catch (error) {
    if (!retry) throw error;
    console.log(`  (${url}: ${(error as Error).message.split('\n')[0]}; retrying)`);
    return audit(url, false);
  }
}

async function auditOnce(url: string): Promise<Scores> {
  const lhr = await lighthouseRun(url, { onlyCategories: [...categories] });
  return Object.fromEntries(categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Scores;
}

/** One Lighthouse run with the slow-4G network and the CPU slowdown (calibrated for this host or fixed). */
async function lighthouseRun(url: string, flags: { onlyCategories?: string[]; onlyAudits?: string[] }) {
  // Lighthouse ships as an ES module.
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const result = await lighthouse(url, {
    port: chromiumPort,
    output: 'json',
    logLevel: 'error',
    ...flags,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown() },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  hostSpeed.add(lhr.environment.benchmarkIndex);
  return lhr;
}

/** Three cheap runs (one audit) that measure the host before the first page is scored. */
async function calibrate(url: string): Promise<void> {
  for (let run = 0; run < 3; run++) await lighthouseRun(url, { onlyAudits: ['viewport'] });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function row(label: string, scores: Scores, note = '') {
  for (const category of categories) recordFigure(`${label} ${category}`, scores[category], 'points', 'higher');
  const cells = categories.map((category) => String(scores[category]).padStart(category.length)).join('  ');
  console.log(`${label.padEnd(58)} ${cells}${note}`);
}

/** Audits the pages one after the other, printing a row each and the lowest score per category. */
async function auditPages(origin: string, paths: string[]): Promise<void> {
  const chromium = await launchChromium();
  const all: { path: string; scores: Scores }[] = [];
  try {
    console.log(`load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores; median of ${runsPerPage} run(s) per page`);
    await calibrate(`${origin}${paths[0]}`);
    console.log(
      cpuSlowdownMode === 'calibrated'
        ? `host benchmarkIndex ${Math.round(hostSpeed.benchmarkIndex)}: CPU slowdown ${hostSpeed.cpuSlowdown}x (Lighthouse's default 4x stands for benchmarkIndex 1533)`
        : `host benchmarkIndex ${Math.round(hostSpeed.benchmarkIndex)}: CPU slowdown ${cpuSlowdownMode}x (Lighthouse's mobile preset; for information, the host-calibrated factor would be ${hostSpeed.cpuSlowdown}x)`,
    );
    console.log(`${'page'.padEnd(58)} ${categories.join('  ')}`);
    for (const pagePath of paths) {
      const runs: Scores[] = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await audit(`${origin}${pagePath}`));
      const scores = Object.fromEntries(categories.map((category) => [category, median(runs.map((run) => run[category]))])) as Scores;
      all.push({ path: pagePath, scores });
      const note = runsPerPage > 1 ? `   (performance runs ${runs.map((run) => run.performance).join('/')}; CPU ${cpuSlowdown()}x)` : `   (CPU ${cpuSlowdown()}x)`;
      row(pagePath, scores, note);
    }
  } finally {
    await chromium.stop();
  }
  const lowest = Object.fromEntries(categories.map((category) => [category, Math.min(...all.map((entry) => entry.scores[category]))])) as Scores;
  row(`lowest of ${all.length} pages`, lowest);
  const below = all.filter((entry) => categories.some((category) => entry.scores[category] < target));
  console.log(below.length ? `below ${target}: ${below.map((entry) => entry.path).join(', ')}` : `every page scores at least ${target} in every category`);
}

const bench: Bench = {
  title: 'Lighthouse (mobile) on every public page, and throughput of / and /miete',
  async run() {
    const server = await startProductionServer(serverPort);
    try {
      // localhost, not 127.0.0.1: the build's canonical links name localhost, and Lighthouse compares hosts.
      const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
      await auditPages(`http://localhost:${serverPort}`, only ?? publicPaths());
      for (const pagePath of ['/', '/miete']) {
        printLoad(`GET ${pagePath} (50 connections, 10 s)`, await measureLoad({ url: `${server.url}${pagePath}` }));
      }
    } finally {
      await server.stop();
    }
  },
};

export default bench;
