import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eBuildCommand, e2eServerEnvironment } from '../../e2e/support/environment';
import { installCommand, mayInstall, missingRequirements, missingRequirementsExitCode, onPath, type SystemRequirement } from './system-requirements';

/**
 * `npm test`: first checks for the programs the suite needs besides Node (system-requirements.ts) and
 * installs the missing ones where it may (root on Debian), or stops at once naming the one
 * `apt-get install` line; then runs lint, types, unit, integration (PGlite and a throwaway PostgreSQL),
 * the production build and the Playwright suite, and prints each stage's time at the end.
 *
 * Stages in one step run at the same time, where one alone leaves a core idle: ESLint and TypeScript
 * each use one core; the integration tests wait on their databases and servers much of the time, which
 * the build fills. A stage run beside another prints its output when it ends, in one piece.
 *
 * `npm test -- unit integration` runs only the stages named; `npm test -- check` only the check.
 */
const root = path.resolve(__dirname, '..', '..');
const bin = (tool: string) => path.join(root, 'node_modules', '.bin', tool);

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const lint: Stage = { name: 'lint', command: [bin('eslint'), '.'] };
const typecheck: Stage = { name: 'typecheck', command: [bin('tsc'), '--noEmit'] };
const unit: Stage = { name: 'unit', command: [bin('jest'), '--maxWorkers=2', '--selectProjects', 'unit'] };
// Starts the throwaway PostgreSQL itself unless TEST_DATABASE_URL names a server.
const integration: Stage = { name: 'integration', command: [path.join(root, 'scripts', 'test', 'integration.sh')] };
const build: Stage = { name: 'build', command: ['sh', '-c', e2eBuildCommand], env: e2eServerEnvironment };
const e2e: Stage = { name: 'e2e', command: [bin('playwright'), 'test'] };

const steps: Stage[][] = [[lint, typecheck], [unit], [integration, build], [e2e]];
const allStages = steps.flat();

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

interface StageResult {
  name: string;
  ms: number;
  code: number;
}

/** Runs a stage; beside others (`alone` false) its output is kept and printed in one piece at its end. */
function runStage(stage: Stage, alone: boolean, env: NodeJS.ProcessEnv): Promise<StageResult> {
  const started = Date.now();
  if (alone) console.log(`\n== npm test: ${stage.name}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), {
      cwd: root,
      env: { ...env, ...stage.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      if (!alone) {
        console.log(`\n== npm test: ${stage.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, ms: Date.now() - started, code });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${stage.name}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
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
  const unknown = wanted.filter((name) => name !== 'check' && !allStages.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; the stages are check, ${allStages.map((stage) => stage.name).join(', ')}.`);
    process.exit(2);
  }
  const started = Date.now();
  checkSystem();
  const results: StageResult[] = [{ name: 'check', ms: Date.now() - started, code: 0 }];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const step of steps) {
    const stages = step.filter((stage) => wanted.length === 0 || wanted.includes(stage.name));
    if (stages.length === 0) continue;
    const stepResults = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1, env)));
    results.push(...stepResults);
    if (stepResults.some((result) => result.code !== 0)) break;
    // The Playwright suite serves the build made here.
    if (stages.includes(build)) env.E2E_SKIP_BUILD = '1';
  }
  console.log('\n== npm test: stage times (┐┘: ran at the same time)');
  console.log(`  ${'check'.padEnd(12)} ${formatDuration(results[0].ms).padStart(12)}`);
  for (const step of steps) {
    const ran = results.filter((result) => step.some((stage) => stage.name === result.name));
    ran.forEach(({ name, ms, code }, index) => {
      const together = ran.length > 1 ? (index === 0 ? '┐' : '┘') : ' ';
      console.log(`  ${name.padEnd(12)} ${formatDuration(ms).padStart(12)} ${together}${code === 0 ? '' : '  FAILED'}`);
    });
  }
  console.log(`  ${'total'.padEnd(12)} ${formatDuration(Date.now() - started).padStart(12)}`);
  const failed = results.find((result) => result.code !== 0);
  if (failed) process.exit(failed.code);
}

void main();
