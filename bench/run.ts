import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn against the production build and prints its
 * figures. `npm run bench -- accounts` runs only the benches whose file name contains "accounts".
 */
export interface Bench {
  title: string;
  run(): Promise<void>;
}

async function main() {
  const filter = process.argv[2];
  const files = fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts') && (!filter || file.includes(filter)))
    .sort();
  if (files.length === 0) {
    console.log('No benches found.');
    return;
  }
  for (const file of files) {
    const bench: Bench = (await import(path.join(__dirname, file))).default;
    console.log(`\n== ${bench.title} (${file})`);
    await bench.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
