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

/** What a figure must reach: at most or at least a value (or both, for an exact value). */
export interface Goal {
  atMost?: number;
  atLeast?: number;
}

export interface GoalResult {
  name: string;
  value: number;
  unit: string;
  goal: Goal;
  met: boolean;
}

interface RunRecord {
  time: string;
  commit: string;
  node: string;
  loadAverage: number;
  cores: number;
  figures: Record<string, Figure>;
  goals?: GoalResult[];
}

export const resultsDir = path.join(__dirname, '..', 'results');

const figures: Record<string, Figure> = {};
const goals: GoalResult[] = [];
let currentBench = '';

/** Names the bench whose figures follow (run.ts calls it before each bench). */
export function startBench(name: string): void {
  currentBench = name;
}

/** Keeps one figure of the current bench under `name`. */
export function recordFigure(name: string, value: number, unit: string, better: Figure['better']): void {
  figures[`${currentBench}: ${name}`] = { value, unit, better };
}

/** "≤ 185 KiB", "≥ 95", "= 0 KiB": a goal as the summary prints it. */
export function describeGoal(goal: Goal, unit: string): string {
  const withUnit = (value: number) => (unit ? `${value} ${unit}` : String(value));
  if (goal.atMost !== undefined && goal.atMost === goal.atLeast) return `= ${withUnit(goal.atMost)}`;
  return [goal.atLeast !== undefined ? `≥ ${withUnit(goal.atLeast)}` : '', goal.atMost !== undefined ? `≤ ${withUnit(goal.atMost)}` : ''].filter(Boolean).join(' and ');
}

export function meetsGoal(value: number, goal: Goal): boolean {
  return (goal.atMost === undefined || value <= goal.atMost) && (goal.atLeast === undefined || value >= goal.atLeast);
}

/**
 * Keeps a figure that has a goal, prints it with its goal and "met" or "NOT met", and answers whether
 * it is met. The run ends with every goal's line (printGoals), so that a bench's figures and verdicts
 * need not be read out of its log.
 */
export function recordGoal(name: string, value: number, unit: string, goal: Goal): boolean {
  recordFigure(name, value, unit, goal.atMost !== undefined ? 'lower' : 'higher');
  const met = meetsGoal(value, goal);
  const result = { name: `${currentBench}: ${name}`, value, unit, goal, met };
  goals.push(result);
  console.log(goalLine(result));
  return met;
}

function goalLine({ name, value, unit, goal, met }: GoalResult): string {
  return `${name.padEnd(72)} ${String(value).padStart(9)} ${unit.padEnd(6)} goal ${describeGoal(goal, unit).padEnd(18)} ${met ? 'met' : 'NOT met'}`;
}

/** Every goal of the run, and how many are met. */
export function printGoals(): void {
  if (goals.length === 0) return;
  const missed = goals.filter((goal) => !goal.met);
  console.log(`\n== Goals: ${goals.length - missed.length} of ${goals.length} met${missed.length ? `, ${missed.length} NOT met` : ''}`);
  for (const goal of goals) console.log(goalLine(goal));
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
    goals,
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
