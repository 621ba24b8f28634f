import { execFile } from 'node:child_process';
import path from 'node:path';
import { e2eBackofficeKey, e2ePort } from './environment';

const root = path.resolve(__dirname, '..', '..');

/** Runs `npm run cases -- <args>` against the e2e server, as the provider would from a terminal. */
export function casesCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/cases.ts', ...args],
      { cwd: root, env: { ...process.env, APP_URL: `http://localhost:${e2ePort}`, BACKOFFICE_API_KEY: e2eBackofficeKey } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Opens a case with the CLI and answers the back office's case. */
export async function openCaseWithCli(args: string[]) {
  const result = await casesCli(['create', ...args, '--json']);
  if (result.code !== 0) throw new Error(`cases create failed (${result.code}): ${result.stderr}`);
  return JSON.parse(result.stdout).case as { id: string; reference_number: string; status_page_url: string; email: string };
}

/** A fresh customer address per test, so tests never share data. */
export const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
