import { resetClock, setClock } from '@/server/clock';
import { runHousekeeping } from '@/server/housekeeping';
import { answer, mailsTo, setUpAccountTests } from './support/accounts';
import { orderDismissal } from './support/orders';
import { post, signedInAdmin } from './support/staff';
import { testServerForFile } from './support/test-server';

/**
 * Deadlines in front of the team: a new order with a deadline is mailed to the caseworkers' mailbox
 * at once; the inbox flags, counts and filters the cases whose deadline is within five working days
 * with nothing filed, nearest deadline first; the daily housekeeping mails their digest once a day,
 * whichever instance runs first.
 */
const server = testServerForFile();
setUpAccountTests();

const team = 'fristen@provider.example';

beforeAll(() => {
  process.env.CASEWORKERS_EMAIL = team;
});
afterAll(() => {
  delete process.env.CASEWORKERS_EMAIL;
});
afterEach(() => resetClock());

/** Thursday 26 November 2026, 11:00 in Germany: five working days ahead is Thursday 3 December. */
const thursday = new Date('2026-11-26T10:00:00Z');

interface InboxCase {
  reference_number: string;
  deadline_alert: boolean;
  deadline?: { day: string };
}

async function inbox(cookie: string, query = '') {
  const { status, body } = await answer(await server.request(`/api/staff/cases${query}`, { headers: { Cookie: cookie } }));
  expect(status).toBe(200);
  return body as { cases: InboxCase[]; deadline_alerts: number };
}

describe('deadlines in front of the team', () => {
  // Received 16 November (Monday): the deadline is Monday 7 December. Received 12 November (Thursday):
  // Thursday 3 December, the fifth working day. Received 2 November: 23 November, passed.
  let safe: string;
  let near: string;
  let passed: string;

  it('mails the caseworkers at once about every new order with a deadline, and flags one within five working days', async () => {
    setClock(() => thursday);
    safe = (await orderDismissal(server, { received: '2026-11-16' })).case.reference_number;
    near = (await orderDismissal(server, { received: '2026-11-12', language: 'en' })).case.reference_number;
    passed = (await orderDismissal(server, { received: '2026-11-02' })).case.reference_number;

    const mails = await mailsTo(server, team);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Neuer Fall mit Frist: ${safe} – Frist endet am 07.12.2026, noch 11 Tage`,
      `Dringend, Frist in höchstens fünf Arbeitstagen: ${near} – Frist endet am 03.12.2026, noch 7 Tage`,
      `Dringend, Frist in höchstens fünf Arbeitstagen: ${passed} – Frist endet am 23.11.2026, abgelaufen`,
    ]);
    const [first, second] = mails;
    // In German whatever the customer's language, with the way to the case and none of its contents.
    expect(second.text).toContain('Die Frist endet in höchstens fünf Arbeitstagen, und noch ist nichts eingereicht.');
    expect(first.text).toContain('Die Kundin oder der Kunde hat verlangt, dass wir sofort beginnen.');
    expect(first.links).toContain(`http://portal.test/backoffice/faelle/${safe}`);
    expect(first.text).not.toContain('Łukasz');
  });

  it('flags, counts and filters in the inbox the cases whose deadline needs the team, until the claim is filed', async () => {
    setClock(() => thursday);
    const { cookie } = await signedInAdmin(server);
    const all = await inbox(cookie);
    // New cases first, by deadline.
    expect(all.cases.map((item) => [item.reference_number, item.deadline?.day, item.deadline_alert])).toEqual([
      [passed, '2026-11-23', true],
      [near, '2026-12-03', true],
      [safe, '2026-12-07', false],
    ]);
    expect(all.deadline_alerts).toBe(2);
    expect((await inbox(cookie, '?deadline_alert=1')).cases.map((item) => item.reference_number)).toEqual([passed, near]);

    // Filed: the case goes to court. A later status keeps it filed.
    expect((await post(server, `/api/staff/cases/${near}/status`, { status: 'court' }, { Cookie: cookie })).status).toBe(200);
    expect((await post(server, `/api/staff/cases/${near}/status`, { status: 'negotiation' }, { Cookie: cookie })).status).toBe(200);
    const after = await inbox(cookie);
    expect(after.deadline_alerts).toBe(1);
    expect(after.cases.find((item) => item.reference_number === near)?.deadline_alert).toBe(false);
    expect((await inbox(cookie, '?deadline_alert=1')).cases.map((item) => item.reference_number)).toEqual([passed]);
  });

  it('mails the digest of those cases once a day, however many instances run the housekeeping', async () => {
    const before = (await mailsTo(server, team)).length;
    // Monday 30 November, 07:00 in Germany: the 7 December deadline is now within five working days.
    setClock(() => new Date('2026-11-30T06:00:00Z'));
    await runHousekeeping();
    await runHousekeeping();
    let mails = await mailsTo(server, team);
    expect(mails).toHaveLength(before + 1);
    const digest = mails[mails.length - 1];
    expect(digest.subject).toBe('Fristen: 2 Fälle ohne eingereichte Klage, Frist bis 07.12.2026');
    expect(digest.text).toContain(`${passed} – Kündigung`);
    expect(digest.text).toContain(`${safe} – Kündigung`);
    expect(digest.text).toContain('Frist am 07.12.2026, noch 7 Tage');
    expect(digest.text).not.toContain(near);
    expect(digest.links).toContain('http://portal.test/backoffice/faelle?deadline_alert=1');

    // The next day brings the next digest.
    setClock(() => new Date('2026-12-01T06:00:00Z'));
    await runHousekeeping();
    mails = await mailsTo(server, team);
    expect(mails).toHaveLength(before + 2);
  });
});
