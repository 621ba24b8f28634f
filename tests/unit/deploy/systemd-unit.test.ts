/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * deploy/systemd/klarfall@.service as systemd reads it (`systemd-analyze verify`, Debian's systemd), and
 * in step with the portal: it runs what `npm start` runs, and leaves the server time to stop gracefully.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const unitFile = path.join(root, 'deploy', 'systemd', 'klarfall@.service');
const unit = fs.readFileSync(unitFile, 'utf8');
const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];

describe('the systemd unit', () => {
  it('passes systemd-analyze verify without a warning', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-unit-'));
    try {
      // An instance of the template, as `systemctl start klarfall@3000` makes it.
      const instance = path.join(folder, 'klarfall@3000.service');
      fs.copyFileSync(unitFile, instance);
      const result = spawnSync('systemd-analyze', ['verify', '--man=no', instance], { encoding: 'utf8' });
      expect(result.error).toBeUndefined();
      expect(result.stderr.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('starts the portal as npm start does, on the port of its instance', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    // Debian's Node at /usr/bin/node (systemd needs an absolute path), with npm start's arguments.
    expect(setting('ExecStart')).toBe(`/usr/bin/node ${scripts.start.replace(/^node /, '')}`);
    expect(setting('Environment')).toContain('PORT=%i');
    expect(setting('Environment')).toContain('BIND_ADDRESS=127.0.0.1');
  });

  it('gives the graceful stop (10 s in server.ts) time, and restarts a portal that could not start', () => {
    expect(setting('KillSignal')).toBe('SIGTERM');
    expect(Number(setting('TimeoutStopSec'))).toBeGreaterThan(10);
    expect(fs.readFileSync(path.join(root, 'server.ts'), 'utf8')).toContain('const gracePeriodMs = 10_000;');
    expect(setting('Restart')).toBe('on-failure');
  });
});
