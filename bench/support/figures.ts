import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The figures of a bench run, kept in bench/results/<time>.json (one file per run), and the change of
 * each against the last earlier run that measured it.
 */
export interface Figure {
  value: number;
  unit: string;
  /** Which way is an improvement. */
  better: 'lower' | 'higher';
}

interface RunRecord {
  time: string;
  commit: string;
  node: string;
  loadAverage: number;
  cores: number;
  figures: Record<string, Figure>;
}

export const resultsDir = path.join(__dirname, '..', 'results');

const figures: Record<string, Figure> = {};
let currentBench = '';

/** Names the bench whose figures follow (run.ts calls it before each bench). */
export function startBench(name: string): void {
  currentBench = name;
}

/** Keeps one figure of the current bench under `name`. */
export function recordFigure(name: string, value: number, unit: string, better: Figure['better']): void {
  figures[`${currentBench}: ${name}`] = { value, unit, better };
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function earlierRuns(): RunRecord[] {
  if (!fs.existsSync(resultsDir)) return [];
  return fs
    .readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')) as RunRecord);
}

/** The change in per cent, and whether it is an improvement, a regression or noise (under 5 %). */
export function describeChange(before: Figure, now: Figure): string {
  if (before.value === 0) return now.value === 0 ? '±0' : 'new';
  const change = ((now.value - before.value) / Math.abs(before.value)) * 100;
  const sign = change > 0 ? '+' : '';
  const verdict = Math.abs(change) < 5 ? '' : (change < 0) === (now.better === 'lower') ? ' better' : ' worse';
  return `${sign}${change.toFixed(1)} %${verdict}`;
}

/** Writes this run's figures and prints each beside the last earlier value. */
export function saveAndCompare(): void {
  const names = Object.keys(figures);
  if (names.length === 0) return;
  const previous = earlierRuns();
  const record: RunRecord = {
    time: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
    cores: os.cpus().length,
    figures,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${record.time.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);

  console.log(`\n== Change against the last run (figures kept in ${path.relative(process.cwd(), file)})`);
  for (const name of names) {
    const now = figures[name];
    const before = previous.find((run) => run.figures[name]);
    const comparison = before ? `${String(before.figures[name].value).padStart(9)} ${before.figures[name].unit}  ${describeChange(before.figures[name], now)}  (${before.commit}, load ${before.loadAverage})` : 'first run';
    console.log(`${name.padEnd(72)} ${String(now.value).padStart(9)} ${now.unit.padEnd(6)} ${comparison}`);
  }
}
