/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installCommand, mayInstall, missingRequirements, missingRequirementsExitCode, systemRequirements } from '../../../scripts/test/system-requirements';

/**
 * `npm test` checks first for the programs the suite needs and, where it may not install them, stops
 * naming the one apt-get line (scripts/test/run.ts). Missing programs are simulated with a PATH that
 * holds only Node and an E2E_CHROMIUM_PATH that names nothing.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function folderWith(programs: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-path-'));
  fs.symlinkSync(process.execPath, path.join(folder, 'node'));
  for (const program of programs) fs.writeFileSync(path.join(folder, program), '#!/bin/sh\n', { mode: 0o755 });
  return folder;
}

function runCheck(env: Record<string, string>) {
  const { TEST_DATABASE_URL: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, [tsx, 'scripts/test/run.ts', 'check'], { cwd: root, encoding: 'utf8', env: { ...rest, TEST_INSTALL_MISSING: '0', ...env } });
}

describe("npm test's check for system programs", () => {
  it('stops before any stage with the apt-get line that installs the missing programs', () => {
    const folder = folderWith([]);
    try {
      const result = runCheck({ PATH: folder, E2E_CHROMIUM_PATH: path.join(folder, 'chromium') });
      expect(result.status).toBe(missingRequirementsExitCode);
      expect(result.stdout).not.toContain('== npm test: lint');
      expect(result.stderr).toContain("Chromium's headless shell (Debian package chromium-headless-shell)");
      expect(result.stderr).toContain('Java (Debian package default-jre-headless)');
      const lines = result.stderr.split('\n').filter((line) => /apt-get install/.test(line));
      expect(lines).toHaveLength(1);
      expect(lines[0].trim()).toMatch(/^(sudo )?apt-get install -y /);
      const packages = lines[0].trim().replace(/^(sudo )?apt-get install -y /, '').split(' ');
      expect(packages).toEqual(expect.arrayContaining(['chromium-headless-shell', 'default-jre-headless', 'openssl', 'systemd']));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('names only what is missing', () => {
    const folder = folderWith(['java', 'openssl', 'systemd-analyze']);
    try {
      const env = { PATH: folder, E2E_CHROMIUM_PATH: path.join(folder, 'chromium'), TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres' };
      expect(missingRequirements(env).map((requirement) => requirement.debianPackage)).toEqual(['chromium-headless-shell']);
      fs.writeFileSync(path.join(folder, 'chromium'), '#!/bin/sh\n', { mode: 0o755 });
      expect(missingRequirements(env)).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('passes when every program is found', () => {
    const folder = folderWith(['java', 'openssl', 'systemd-analyze', 'chromium']);
    try {
      const env = { PATH: folder, E2E_CHROMIUM_PATH: path.join(folder, 'chromium'), TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres' };
      // nginx is looked for where Debian installs it, which npm test's own check has found.
      const result = runCheck(env);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('installs itself only as root on Debian with apt-get, and never when TEST_INSTALL_MISSING=0', () => {
    const debianRoot = { isRoot: true, isDebian: true, hasAptGet: true };
    expect(mayInstall({}, debianRoot)).toBe(true);
    expect(mayInstall({ TEST_INSTALL_MISSING: '0' }, debianRoot)).toBe(false);
    expect(mayInstall({}, { ...debianRoot, isRoot: false })).toBe(false);
    expect(mayInstall({}, { ...debianRoot, isDebian: false })).toBe(false);
    expect(mayInstall({}, { ...debianRoot, hasAptGet: false })).toBe(false);
  });

  it('asks for sudo when not root, and names each package once', () => {
    const java = systemRequirements.find((requirement) => requirement.debianPackage === 'default-jre-headless')!;
    expect(installCommand([java, java], false)).toBe('sudo apt-get install -y default-jre-headless');
    expect(installCommand([java], true)).toBe('apt-get install -y default-jre-headless');
  });
});
