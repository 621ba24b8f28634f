import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicPaths } from '../e2e/support/public-pages';
import type { Bench } from './run';
import { measureLoad, printLoad } from './support/load';
import { startProductionServer } from './support/server';

/**
 * Lighthouse 12 (mobile: its default emulation and simulated slow-4G throttling) on every public page
 * in both languages, in Debian's Chromium, printing the four category scores per page; then the
 * throughput of / and /miete under autocannon.
 *
 * The machine is shared, so a performance score can dip when another job takes the CPU: a page whose
 * first run scores below the target is measured twice more and its median is printed (marked with *).
 * `LIGHTHOUSE_PAGES=/,/miete npm run bench -- lighthouse` limits the run to some pages.
 */
const serverPort = 3341;
const chromiumPort = 3349;
const target = 95;
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

async function launchChromium(): Promise<{ process: ChildProcess; stop(): void }> {
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
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string): Promise<Scores> {
  // Lighthouse ships as an ES module.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chromiumPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return Object.fromEntries(categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Scores;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function row(label: string, scores: Scores, note = '') {
  const cells = categories.map((category) => String(scores[category]).padStart(category.length)).join('  ');
  console.log(`${label.padEnd(58)} ${cells}${note}`);
}

const bench: Bench = {
  title: 'Lighthouse (mobile) on every public page, and throughput of / and /miete',
  async run() {
    const server = await startProductionServer(serverPort);
    const chromium = await launchChromium();
    // localhost, not 127.0.0.1: the build's canonical links name localhost, and Lighthouse compares hosts.
    const origin = `http://localhost:${serverPort}`;
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const paths = only ?? publicPaths();
    const all: { path: string; scores: Scores }[] = [];
    try {
      console.log(`${'page'.padEnd(58)} ${categories.join('  ')}`);
      for (const pagePath of paths) {
        let scores = await audit(`${origin}${pagePath}`);
        let note = '';
        if (categories.some((category) => scores[category] < target)) {
          const runs = [scores, await audit(`${origin}${pagePath}`), await audit(`${origin}${pagePath}`)];
          scores = Object.fromEntries(categories.map((category) => [category, median(runs.map((run) => run[category]))])) as Scores;
          note = `   * median of 3 (performance ${runs.map((run) => run.performance).join('/')})`;
        }
        all.push({ path: pagePath, scores });
        row(pagePath, scores, note);
      }
      const lowest = Object.fromEntries(categories.map((category) => [category, Math.min(...all.map((entry) => entry.scores[category]))])) as Scores;
      row(`lowest of ${all.length} pages`, lowest);
      const below = all.filter((entry) => categories.some((category) => entry.scores[category] < target));
      console.log(below.length ? `below ${target}: ${below.map((entry) => entry.path).join(', ')}` : `every page scores at least ${target} in every category`);
    } finally {
      chromium.stop();
    }

    try {
      for (const pagePath of ['/', '/miete']) {
        printLoad(`GET ${pagePath} (50 connections, 10 s)`, await measureLoad({ url: `http://127.0.0.1:${serverPort}${pagePath}` }));
      }
    } finally {
      await server.stop();
    }
  },
};

export default bench;
