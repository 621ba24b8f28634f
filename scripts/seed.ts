import { demoCustomers, ensureDemoCustomer } from '../src/server/accounts/actions/demo-customer';
import { pageUrl } from '../src/server/portal-links';
import { seedDemoCases } from '../src/server/cases/actions/demo-seed';
import { closeDatabase, prepareDatabase } from '../src/server/db/client';

/**
 * `npm run seed`: demo data in the configured database (DATA_DIR or DATABASE_URL), migrating it first:
 * a confirmed demo customer per language, each with several cases in different products and statuses,
 * written in their language. Safe to run again.
 * With the embedded database, stop the portal first: its folder belongs to one process at a time.
 */
async function main() {
  await prepareDatabase();
  for (const demo of demoCustomers) {
    const customer = await ensureDemoCustomer(demo);
    console.log(`Demo customer (${demo.language}) ${customer.created ? 'created' : 'ready'}: ${customer.email} / ${demo.password}`);
    const result = await seedDemoCases(customer.email, demo.language);
    for (const item of result.created) console.log(`  case ${item.referenceNumber}  ${item.product.padEnd(16)} ${pageUrl('caseStatus', demo.language, { id: item.publicId })}`);
    if (result.kept.length) console.log(`  cases already there: ${result.kept.join(', ')}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
