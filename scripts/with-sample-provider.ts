import { spawnSync } from 'node:child_process';
import { loadEnvConfig } from '@next/env';
import { withSampleProvider } from './sample-provider';

/**
 * `tsx scripts/with-sample-provider.ts <command> [args…]`: runs a command (a build for the benches) with
 * the fictional sample provider filling the legal data that neither the environment nor the .env files set.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-sample-provider.ts <command> [args…]');
  process.exit(2);
}
loadEnvConfig(process.cwd());
const result = spawnSync(command, args, { stdio: 'inherit', env: withSampleProvider(process.env) });
process.exit(result.status ?? 1);
