import { asc } from 'drizzle-orm';
import { resetClock, setClock } from '@/server/clock';
import { runHousekeeping } from '@/server/housekeeping';
import { retainedRecords } from '@/server/db/tables/retained-records';
import { staffSessions } from '@/server/db/tables/staff';
import { setUpAccountTests } from './support/accounts';
import { signedInAdmin } from './support/staff';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();
setUpAccountTests();

afterEach(() => resetClock());

const retained = (reference: string, retainUntil: string) => ({
  kind: 'order',
  reference,
  record: { reference },
  retainUntil,
  createdAt: new Date('2020-05-04T10:00:00Z'),
});

describe('the daily housekeeping', () => {
  it('deletes retained records from the day after their last day in Germany on, and keeps the others', async () => {
    const { db } = server.database;
    await db.insert(retainedRecords).values([retained('2020-PAST-0001', '2025-12-31'), retained('2020-LAST-0002', '2026-12-31'), retained('2021-KEEP-0003', '2027-12-31')]);

    // 31 December 2026, 23:30 in Germany: the last day of the second record, which stays.
    setClock(() => new Date('2026-12-31T22:30:00Z'));
    await runHousekeeping();
    const left = async () => (await db.select({ reference: retainedRecords.reference }).from(retainedRecords).orderBy(asc(retainedRecords.reference))).map((row) => row.reference);
    expect(await left()).toEqual(['2020-LAST-0002', '2021-KEEP-0003']);

    // Half an hour later it is 1 January 2027 in Germany (still 31 December in UTC).
    setClock(() => new Date('2026-12-31T23:30:00Z'));
    await runHousekeeping();
    expect(await left()).toEqual(['2021-KEEP-0003']);

    // A second round, as another instance would run it, changes nothing.
    await runHousekeeping();
    expect(await left()).toEqual(['2021-KEEP-0003']);
  });

  it('deletes staff sessions that have ended, and keeps the running ones', async () => {
    const { db } = server.database;
    await signedInAdmin(server);
    const sessions = async () => (await db.select({ id: staffSessions.id }).from(staffSessions)).length;
    expect(await sessions()).toBe(1);
    await runHousekeeping();
    expect(await sessions()).toBe(1);
    // 16 minutes without a request: past the idle time of 15.
    const later = Date.now() + 16 * 60_000;
    setClock(() => new Date(later));
    await runHousekeeping();
    expect(await sessions()).toBe(0);
  });
});
