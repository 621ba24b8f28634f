import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite's folder has no lock of its own, and two processes writing to it corrupt it. The process
 * that opens it listens on a Unix socket named after the folder; a second process cannot bind the same
 * name and asks the holder for its process id instead. The kernel frees the name when the holder ends,
 * however it ends (kill -9 included), so there is no lock file to go stale and no process id that a
 * new process could have inherited. On Linux the socket lives in the abstract namespace (no file at
 * all); elsewhere it is a file in the temp folder, removed when nobody answers on it.
 */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holderPid ? `process ${holderPid}` : 'another process'}. ` +
        'Stop that process first, or use the back-office API of the running portal.',
    );
    this.name = 'DataDirInUse';
  }
}

function lockAddress(dataDir: string): string {
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32);
  return process.platform === 'linux' ? `\0klarfall-pglite-${key}` : path.join(os.tmpdir(), `klarfall-pglite-${key}.sock`);
}

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** The holder's process id, or undefined when nobody answers (a socket file left behind). */
function askHolder(address: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      let pid = NaN;
      try {
        pid = Number((JSON.parse(answer) as { pid?: unknown }).pid);
      } catch {
        // no answer, or not ours
      }
      resolve(Number.isInteger(pid) && pid > 0 ? pid : undefined);
    });
    socket.on('error', () => resolve(undefined));
  });
}

/** Takes the folder's lock or throws DataDirInUse; the returned function releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const holder = net.createServer((socket) => socket.end(JSON.stringify({ pid: process.pid })));
  try {
    await listen(holder, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const pid = await askHolder(address);
    if (pid !== undefined || address.startsWith('\0')) throw new DataDirInUse(dataDir, pid);
    // A socket file whose process has ended.
    fs.rmSync(address, { force: true });
    await listen(holder, address);
  }
  // The lock must not keep a finished script alive.
  holder.unref();
  return () => new Promise<void>((resolve) => holder.close(() => resolve()));
}
