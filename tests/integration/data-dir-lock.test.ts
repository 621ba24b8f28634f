import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUse, lockDataDir } from '@/server/db/data-dir-lock';

/**
 * One process at a time may open the embedded database's folder. The lock cannot be mistaken for
 * another process's (a stale lock file whose process id was reused kept the portal answering 500),
 * it frees itself when its holder dies, and a process that cannot have it exits with a clear message.
 */
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..', '..');
// Node with tsx's loader, not the tsx command, which would run the script in a process of its own.
const withTypeScript = ['--import', 'tsx'];

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-')), 'db');
});

/** Runs a TypeScript entry point of the repo to its end. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...withTypeScript, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A process that takes the lock and holds it until killed. */
async function holder(): Promise<ChildProcess> {
  const script = `require('./src/server/db/data-dir-lock').lockDataDir(${JSON.stringify(dataDir)}).then(() => { console.log('locked'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, [...withTypeScript, '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe('the embedded database folder lock', () => {
  it('refuses a second holder and names the first', async () => {
    const release = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(new DataDirInUse(dataDir, process.pid));
    } finally {
      await release();
    }
    await (await lockDataDir(dataDir))();
  });

  it('is free again when its holder is killed', async () => {
    const child = await holder();
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${child.pid}`);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await (await lockDataDir(dataDir))();
  });

  it('is not fooled by a lock file of an earlier version whose process id now belongs to another process', async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, String(process.pid));
    const migrated = await run(['scripts/migrate.ts'], { DATA_DIR: path.dirname(dataDir) });
    expect(migrated.output).toContain('Database migrated');
    expect(migrated.code).toBe(0);
  });

  it('makes the server exit with a clear message, for its supervisor to restart it, when another process has it', async () => {
    const child = await holder();
    try {
      const started = await run(['server.ts'], { DATA_DIR: path.dirname(dataDir), PORT: '0' });
      expect(started.code).toBe(1);
      expect(started.output).toContain(`The portal cannot start: The embedded database in ${dataDir} is in use by process ${child.pid}.`);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
