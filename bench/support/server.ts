import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { summariseProfile } from './cpu-profile';

export interface BenchServer {
  url: string;
  dataDir: string;
  /** Highest resident memory of the server process so far, in MiB (VmHWM). */
  peakMemoryMiB(): number;
  /** Resident memory of the server process now, in MiB (VmRSS). */
  memoryMiB(): number;
  /** Stops the server; with BENCH_PROFILE=1, prints where its CPU time went. */
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '..', '..');

/**
 * The benches' ports: BENCH_PORT (default 3320) and the next ones, so that benches of several checkouts
 * on one machine can keep apart. Each bench names its offset.
 */
export const benchPort = (offset: number) => Number(process.env.BENCH_PORT || 3320) + offset;

/**
 * Starts the production build (`npm run build` must have run) on `port` with a fresh embedded database,
 * or, with DATABASE_URL in `env`, on that PostgreSQL database, and waits until it answers its health check.
 */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = path.join(root, '.data', `bench-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  // Create the embedded database first: its one-off initdb would otherwise dominate the server's peak memory.
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrated.status !== 0) throw new Error(`could not prepare the database in ${dataDir}`);
  const profileDir = process.env.BENCH_PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-')) : undefined;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profiling, '--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), DATA_DIR: dataDir, APP_URL: url, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    peakMemoryMiB: () => processMemory(child.pid!, 'VmHWM'),
    memoryMiB: () => processMemory(child.pid!, 'VmRSS'),
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!profileDir) return;
      // The server's own process (tsx's loader thread writes a small profile of its own).
      const [largest] = fs
        .readdirSync(profileDir)
        .map((file) => path.join(profileDir, file))
        .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
      if (largest) console.log(['CPU profile of the server:', ...summariseProfile(largest)].join('\n'));
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL (`source scripts/ci/postgres.sh` starts
 * one), dropped again by `drop()`; undefined without such a server.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A memory figure of a process and its children from Linux /proc (VmHWM: peak, VmRSS: now), in MiB. */
function processMemory(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const pids = [pid, ...childPids(pid)];
  let kib = 0;
  for (const p of pids) {
    const status = readProc(`/proc/${p}/status`);
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    if (match) kib += Number(match[1]);
  }
  return Math.round(kib / 1024);
}

function childPids(pid: number): number[] {
  const children = readProc(`/proc/${pid}/task/${pid}/children`).trim();
  if (!children) return [];
  return children.split(/\s+/).map(Number).flatMap((child) => [child, ...childPids(child)]);
}

function readProc(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
