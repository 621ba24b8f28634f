import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { sampleProvider, withSampleProvider } from './sample-provider';

/**
 * `npm run demo`: the portal with demo data on the embedded database, in one command. Creates the
 * server-side secrets once (in .env.local, which Next and the CLI read), builds, seeds (idempotent) and
 * serves on PORT (3000). The provider's legal data the environment does not set comes from the fictional
 * sample company, so the demo's imprint is complete and plainly invented.
 */
const root = path.resolve(__dirname, '..');
const envFile = path.join(root, '.env.local');

function ensureSecrets() {
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  const missing = ['ENGINE_ACCESS_TOKEN', 'BACKOFFICE_API_KEY', 'STAFF_TOTP_KEY'].filter(
    (name) => !process.env[name] && !new RegExp(`^${name}=.+`, 'm').test(existing),
  );
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${randomBytes(24).toString('base64url')}`);
  const separator = existing && !existing.endsWith('\n') ? '\n' : '';
  fs.writeFileSync(envFile, `${existing}${separator}# Created by npm run demo\n${lines.join('\n')}\n`, { mode: 0o600 });
  console.log(`Wrote ${missing.join(' and ')} to .env.local.`);
}

/**
 * Memberships are paid by SEPA direct debit and need a creditor identifier. The demo uses the
 * Bundesbank's published example, which no bank accepts, so nothing can ever be collected with it.
 */
function ensureDemoCreditor() {
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  if (process.env.SEPA_CREDITOR_ID || /^SEPA_CREDITOR_ID=.+/m.test(existing)) return;
  const separator = existing && !existing.endsWith('\n') ? '\n' : '';
  fs.writeFileSync(envFile, `${existing}${separator}# Demo only: the Bundesbank's example creditor identifier\nSEPA_CREDITOR_ID=DE98ZZZ09999999999\n`, { mode: 0o600 });
  console.log('Wrote the demo SEPA_CREDITOR_ID to .env.local.');
}

// Settings from .env files count as set, as they do for Next itself.
loadEnvConfig(root);
const env = withSampleProvider(process.env);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureSecrets();
const sampled = Object.keys(sampleProvider).filter((name) => !process.env[name]?.trim());
if (sampled.length > 0) console.log(`Demo: the fictional sample provider fills ${sampled.join(', ')}.`);
ensureDemoCreditor();
run('npm', ['run', 'build']);
run('npm', ['run', 'seed']);
run('npm', ['start']);
