import fs from 'node:fs';
import { processIo, runCli } from './cases/cli';

// The same settings files Next reads, so the CLI finds APP_URL and BACKOFFICE_API_KEY where the
// portal has them; variables already set in the environment win.
for (const file of ['.env.local', '.env']) if (fs.existsSync(file)) process.loadEnvFile(file);

runCli(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 70;
  },
);
