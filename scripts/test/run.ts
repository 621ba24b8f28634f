import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installCommand, mayInstall, missingRequirements, missingRequirementsExitCode, onPath, type SystemRequirement } from './system-requirements';

/**
 * `npm test`: first checks for the programs the suite needs besides Node (system-requirements.ts) and
 * installs the missing ones where it may (root on Debian), or stops at once naming the one
 * `apt-get install` line; then runs lint, types, unit, integration (PGlite and a throwaway PostgreSQL)
 * and the Playwright suite, and prints each stage's time at the end.
 *
 * `npm test -- unit integration` runs only the stages named; `npm test -- check` only the check.
 */
const root = path.resolve(__dirname, '..', '..');
const bin = (tool: string) => path.join(root, 'node_modules', '.bin', tool);

interface Stage {
  name: string;
  command: string[];
}

const stages: Stage[] = [
  { name: 'lint', command: [bin('eslint'), '.'] },
  { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
  { name: 'unit', command: [bin('jest'), '--maxWorkers=2', '--selectProjects', 'unit'] },
  // Starts the throwaway PostgreSQL itself unless TEST_DATABASE_URL names a server.
  { name: 'integration', command: [path.join(root, 'scripts', 'test', 'integration.sh')] },
  { name: 'e2e', command: [bin('playwright'), 'test'] },
];

function checkSystem(): void {
  const missing = missingRequirements(process.env);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const describe = (requirements: SystemRequirement[]) =>
    requirements.map((requirement) => `  ${requirement.name} (Debian package ${requirement.debianPackage}): ${requirement.neededFor}`).join('\n');
  const canInstall = mayInstall(process.env, {
    isRoot,
    isDebian: fs.existsSync('/etc/debian_version'),
    hasAptGet: onPath('apt-get', process.env) !== undefined,
  });
  if (canInstall) {
    console.log(`npm test installs what the suite needs and this machine lacks:\n${describe(missing)}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const packages = [...new Set(missing.map((requirement) => requirement.debianPackage))];
    for (const args of [['update', '-q'], ['install', '-y', '-q', ...packages]]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
  }
  const stillMissing = missingRequirements(process.env);
  if (stillMissing.length === 0) return;
  console.error(
    `npm test cannot run on this machine yet. Missing:\n${describe(stillMissing)}\n\n` +
      `Install ${stillMissing.length === 1 ? 'it' : 'them'} with:\n\n  ${installCommand(stillMissing, isRoot)}\n`,
  );
  process.exit(missingRequirementsExitCode);
}

function runStage(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${stage.name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
  });
}

function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => name !== 'check' && !stages.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; the stages are check, ${stages.map((stage) => stage.name).join(', ')}.`);
    process.exit(2);
  }
  const started = Date.now();
  checkSystem();
  const times: { name: string; ms: number; code: number }[] = [{ name: 'check', ms: Date.now() - started, code: 0 }];
  let failed: string | undefined;
  for (const stage of stages.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name))) {
    console.log(`\n== npm test: ${stage.name}`);
    const stageStart = Date.now();
    const code = await runStage(stage);
    times.push({ name: stage.name, ms: Date.now() - stageStart, code });
    if (code !== 0) {
      failed = stage.name;
      break;
    }
  }
  console.log('\n== npm test: stage times');
  for (const { name, ms, code } of times) console.log(`  ${name.padEnd(12)} ${formatDuration(ms).padStart(12)}${code === 0 ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(12)} ${formatDuration(Date.now() - started).padStart(12)}`);
  if (failed) process.exit(times[times.length - 1].code || 1);
}

void main();
