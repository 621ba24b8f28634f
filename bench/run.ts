import fs from 'node:fs';
import path from 'node:path';
import { printGoals, saveAndCompare, startBench } from './support/figures';

/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn against the production build and prints its
 * figures, keeps them in bench/results/ and prints each one's change against the last run that measured
 * it, then every goal with "met" or "NOT met". `npm run bench -- accounts` runs only the benches whose
 * file name contains "accounts".
 *
 * One module per group of figures: `bench/<group>.bench.ts` default-exports a `Bench`, starts what it
 * measures itself (support/server.ts: the production build on a port of its own, `benchPort(n)`), keeps
 * plain figures with `recordFigure` (or `printLoad` for a load run) and figures that have a goal with
 * `recordGoal(name, value, unit, { atMost | atLeast })`, whose goal and verdict the run's summary lists.
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
  try {
    for (const file of files) {
      const bench: Bench = (await import(path.join(__dirname, file))).default;
      console.log(`\n== ${bench.title} (${file})`);
      startBench(file.replace(/\.bench\.ts$/, ''));
      await bench.run();
    }
  } finally {
    saveAndCompare();
    printGoals();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
