import { caseStatusUrl } from '../src/server/cases/links';
import { demoCustomerEmail, seedDemoCases } from '../src/server/cases/demo-seed';
import { closeDatabase, prepareDatabase } from '../src/server/db/client';

/**
 * `npm run seed`: demo data in the configured database (DATA_DIR or DATABASE_URL), migrating it first.
 * Safe to run again. With the embedded database, stop the portal first: its folder belongs to one
 * process at a time.
 */
async function main() {
  await prepareDatabase();
  const result = await seedDemoCases(demoCustomerEmail);
  console.log(`Demo cases for ${demoCustomerEmail}:`);
  for (const item of result.created) console.log(`  created ${item.referenceNumber}  ${item.product.padEnd(16)} ${caseStatusUrl(item.publicId, 'de')}`);
  if (result.kept.length) console.log(`  already there: ${result.kept.join(', ')}`);
}

main()
  .catch((error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
