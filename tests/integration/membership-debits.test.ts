import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { backgroundWorkSettled } from '@/server/background-work';
import { resetClock, setClock } from '@/server/clock';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { getDatabase } from '@/server/db/client';
import { membershipDebits, memberships } from '@/server/db/tables/memberships';
import { runHousekeeping } from '@/server/housekeeping';
import { outboxMails } from '../support/mail-outbox';
import { answer, confirmedAccount, sessionOf, uniqueEmail } from './support/accounts';
import { proveAddressOf } from './support/orders';
import { signedInAdmin, signedInCaseworker } from './support/staff';
import { testServerForFile } from './support/test-server';

// Every request of this file comes from 127.0.0.1.
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
process.env.RATE_LIMIT_CANCELLATION_PER_IP = '1000/3600';
process.env.SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';
jest.setTimeout(30_000);

const server = testServerForFile();
const userAgent = { 'User-Agent': 'Mozilla/5.0 (Test) Firefox/140.0' };
const post = (path: string, body: unknown) => server.request(path, { method: 'POST', body, headers: userAgent }).then(answer);

afterEach(async () => {
  await backgroundWorkSettled();
  resetClock();
});

/** Takes out tenant protection (8 EUR a month, 12 months, 5 days' pre-notification) at `at`. */
async function takeOut(at: string, { earlyStart = true, email = uniqueEmail('lastschrift') } = {}) {
  setClock(() => new Date(at));
  const result = await post('/api/memberships', {
    plan: 'tenant-protection',
    tariff: 'basic',
    idempotency_key: randomBytes(16).toString('hex'),
    language: 'de',
    customer: { email, name: 'Zofia Wąsowska-Müller' },
    account_holder: 'Zofia Wąsowska-Müller',
    iban: 'DE89370400440532013000',
    consent: { text_version: currentContractTextVersion, typed_name: 'Zofia Wąsowska-Müller', early_start: earlyStart, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
  });
  expect(result.status).toBe(201);
  await backgroundWorkSettled();
  // The confirmation mail's link proves the address: the membership starts, its debits are written.
  await proveAddressOf(server, email);
  await backgroundWorkSettled();
  const [row] = await (await getDatabase()).select().from(memberships).where(eq(memberships.mandateReference, result.body.membership.mandate_reference));
  return { email, reference: row.mandateReference as string, id: row.id };
}

const debitsOf = async (membershipId: number) =>
  (await getDatabase())
    .select({ sequence: membershipDebits.sequence, start: membershipDebits.periodStart, end: membershipDebits.periodEnd, dueOn: membershipDebits.dueOn, cents: membershipDebits.amountCents, status: membershipDebits.status })
    .from(membershipDebits)
    .where(eq(membershipDebits.membershipId, membershipId))
    .orderBy(asc(membershipDebits.sequence));

/** The pre-notifications sent to `email`, with the no-break space of amounts as a plain one. */
const notices = async (email: string) =>
  (await outboxMails(server.mailDir, email))
    .filter((mail) => mail.subject.startsWith('Vorabankündigung'))
    .map((mail) => ({ ...mail, subject: mail.subject.replace(/\u00a0/g, ' '), text: mail.text.replace(/\u00a0/g, ' ') }));

describe('the debit schedule and the pre-notifications (SEPA Core Rulebook; 5 days agreed in the terms)', () => {
  it('schedules the initial term, announces the first debit at once and each later one by the housekeeping, once', async () => {
    // Monday 16 March 2026, immediate start: the first debit waits the 5 days' notice, Saturday 21 March moves to Monday 23 March.
    const member = await takeOut('2026-03-16T10:00:00Z');
    const debits = await debitsOf(member.id);
    expect(debits).toHaveLength(12);
    expect(debits.slice(0, 2)).toEqual([
      { sequence: 0, start: '2026-03-16', end: '2026-04-15', dueOn: '2026-03-23', cents: 800, status: 'announced' },
      { sequence: 1, start: '2026-04-16', end: '2026-05-15', dueOn: '2026-04-16', cents: 800, status: 'scheduled' },
    ]);
    expect(debits[11]).toMatchObject({ start: '2027-02-16', end: '2027-03-15', status: 'scheduled' });

    // The confirmation states the agreed lead time and how to use the membership.
    const [confirmation] = (await outboxMails(server.mailDir, member.email)).filter((mail) => mail.subject.startsWith('Ihre Mitgliedschaft'));
    expect(confirmation.text).toContain('mindestens 5 Kalendertage vorher per E-Mail an');
    expect(confirmation.text).toContain('Montag bis Freitag von 09:00 bis 19:00 Uhr');
    const [first] = await notices(member.email);
    expect(first.subject).toBe('Vorabankündigung: 8,00 € per Lastschrift am 23.03.2026');
    expect(first.text).toContain('für die Zeit vom 16.03.2026 bis 15.04.2026');
    expect(first.text).toContain('Kontoinhaberin oder Kontoinhaber: Zofia Wąsowska-Müller');
    expect(first.text).toContain('mindestens 5 Kalendertage vorher');
    expect(first.text).toContain(`Mandatsreferenz: ${member.reference}`);
    expect(first.text).toContain('Widerrufen können Sie die Mitgliedschaft noch bis einschließlich 30.03.2026');

    // The second debit (Thursday 16 April) is announced from 8 April: 5 days' notice and 3 days' margin.
    setClock(() => new Date('2026-04-07T08:00:00Z'));
    await runHousekeeping();
    expect(await notices(member.email)).toHaveLength(1);
    setClock(() => new Date('2026-04-08T08:00:00Z'));
    await Promise.all([runHousekeeping(), runHousekeeping()]);
    const sent = await notices(member.email);
    expect(sent.map((mail) => mail.subject)).toEqual(['Vorabankündigung: 8,00 € per Lastschrift am 23.03.2026', 'Vorabankündigung: 8,00 € per Lastschrift am 16.04.2026']);
    expect(sent[1].text).not.toContain('Widerrufen können Sie');
    expect((await debitsOf(member.id))[1].status).toBe('announced');
  });

  it('waits for the withdrawal period without an immediate start, and moves a late notice’s debit rather than shorten the notice', async () => {
    // Concluded Monday 16 March; the period ends Monday 30 March, the membership starts 31 March.
    const member = await takeOut('2026-03-16T10:00:00Z', { earlyStart: false });
    expect((await debitsOf(member.id))[0]).toMatchObject({ start: '2026-03-31', dueOn: '2026-03-31', status: 'scheduled' });
    expect(await notices(member.email)).toHaveLength(0);
    // No round ran until 29 March (an outage): 5 days after the notice is Good Friday, 3 April 2026, and
    // Easter Monday follows, both T2 closing days: the debit moves to Tuesday 7 April.
    setClock(() => new Date('2026-03-29T08:00:00Z'));
    await runHousekeeping();
    const [late] = await notices(member.email);
    expect(late.subject).toBe('Vorabankündigung: 8,00 € per Lastschrift am 07.04.2026');
    expect(late.text).toContain('Vorgesehen war der 31.03.2026');
    expect((await debitsOf(member.id))[0]).toMatchObject({ dueOn: '2026-04-07', status: 'announced' });
  });

  it('debits nothing after a withdrawal, and after a cancellation nothing beyond its end', async () => {
    const withdrawn = await takeOut('2026-03-16T10:00:00Z');
    setClock(() => new Date('2026-03-19T10:00:00Z'));
    const withdrawal = await post('/api/withdrawals', {
      contract_reference: withdrawn.reference,
      email: withdrawn.email,
      name: 'Zofia Wąsowska-Müller',
      language: 'de',
      idempotency_key: randomBytes(16).toString('hex'),
    });
    expect(withdrawal.status).toBe(201);
    expect(new Set((await debitsOf(withdrawn.id)).map((debit) => debit.status))).toEqual(new Set(['cancelled']));

    // A cancellation within the withdrawal period ends the membership only with the term, and the answer offers the withdrawal.
    const cancelled = await takeOut('2026-03-16T10:00:00Z');
    setClock(() => new Date('2026-03-20T10:00:00Z'));
    const early = await post('/api/memberships/cancellations', {
      name: 'Zofia Wąsowska-Müller',
      kind: 'ordinary',
      language: 'de',
      email: cancelled.email,
      mandate_reference: cancelled.reference,
      idempotency_key: randomBytes(16).toString('hex'),
    });
    expect(early.body.cancellation).toMatchObject({ ends_on: '2027-03-15', withdrawal_until: '2026-03-30' });
    await backgroundWorkSettled();
    const [receipt] = (await outboxMails(server.mailDir, cancelled.email)).filter((mail) => mail.subject.startsWith('Eingangsbestätigung'));
    expect(receipt.text).toContain('30.03.2026');

    // For good cause on 10 May: the month 16 April to 15 May is already due and stays; every later month is cancelled.
    const moved = await takeOut('2026-03-16T10:00:00Z');
    setClock(() => new Date('2026-05-10T10:00:00Z'));
    const extraordinary = await post('/api/memberships/cancellations', {
      name: 'Zofia Wąsowska-Müller',
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
      language: 'de',
      email: moved.email,
      mandate_reference: moved.reference,
      idempotency_key: randomBytes(16).toString('hex'),
    });
    expect(extraordinary.body.cancellation).toMatchObject({ ends_on: '2026-05-10', withdrawal_until: null });
    const statuses = (await debitsOf(moved.id)).map((debit) => debit.status);
    expect(statuses.slice(0, 2)).toEqual(['announced', 'scheduled']);
    expect(new Set(statuses.slice(2))).toEqual(new Set(['cancelled']));
  });
});

describe('the member’s memberships on the dashboard', () => {
  it('lists those of the account’s address with the next debit and the withdrawal period, and asks for a session', async () => {
    const email = await confirmedAccount(server, uniqueEmail('mitglied'));
    const session = await sessionOf(server, email);
    const member = await takeOut('2026-03-16T10:00:00Z', { email: email.toUpperCase() });
    setClock(() => new Date('2026-03-24T08:00:00Z'));
    const listed = await answer(await server.request('/api/v1/me/memberships', { headers: session }));
    expect(listed.status).toBe(200);
    expect(listed.body.memberships).toEqual([
      {
        mandate_reference: member.reference,
        plan: 'tenant-protection',
        tariff: 'basic',
        monthly_price_cents: 800,
        status: 'active',
        starts_on: '2026-03-16',
        minimum_term_ends_on: '2027-03-15',
        ends_on: null,
        notice_period_months: 1,
        pre_notification_days: 5,
        // The first debit was collected on 23 March: the next is April's.
        next_debit: { due_on: '2026-04-16', amount_cents: 800, period_start: '2026-04-16', period_end: '2026-05-15', announced: false },
        withdrawal_until: '2026-03-30',
        questions: { messages: 0, unread: 0 },
      },
    ]);

    expect((await server.request('/api/v1/me/memberships')).status).toBe(401);
  });
});

describe('memberships in the back office', () => {
  it('finds a membership by a part of its reference, e-mail address or name, with its mandate, debits and the declarations that name it', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const member = await takeOut('2026-03-16T10:00:00Z');
    // A withdrawal from another address names the reference: it waits to be matched, and the membership shows it.
    setClock(() => new Date('2026-03-18T10:00:00Z'));
    const stranger = await post('/api/withdrawals', {
      contract_reference: member.reference.toLowerCase(),
      email: uniqueEmail('andere'),
      name: 'Zofia Wąsowska-Müller',
      language: 'de',
      idempotency_key: randomBytes(16).toString('hex'),
    });
    const staff = { Cookie: caseworker.cookie };
    for (const search of [member.reference.slice(-6).toLowerCase(), member.email.toUpperCase(), 'sowska-Müller']) {
      const found = await answer(await server.request(`/api/staff/memberships?q=${encodeURIComponent(search)}`, { headers: staff }));
      expect(found.status).toBe(200);
      expect(found.body.memberships.map((row: { mandate_reference: string }) => row.mandate_reference)).toContain(member.reference);
    }
    const [listed] = (await answer(await server.request(`/api/staff/memberships?q=${member.reference}`, { headers: staff }))).body.memberships;
    expect(listed).toMatchObject({
      status: 'active',
      customer_name: 'Zofia Wąsowska-Müller',
      early_start: true,
      mandate: { account_holder: 'Zofia Wąsowska-Müller', holder_typed_name: null, iban: expect.stringMatching(/^DE89 [• ]+30 00$/), creditor_identifier: 'DE98ZZZ09999999999' },
      declarations: [{ receipt_number: stranger.body.withdrawal.receipt_number, kind: 'withdrawal', state: 'unmatched', ends_on: null }],
    });
    expect(listed.debits).toHaveLength(12);
    expect(listed.debits[0]).toMatchObject({ due_on: '2026-03-23', amount_cents: 800, status: 'announced', announced_at: expect.any(String) });
    expect(listed.mandate.iban).not.toContain('0532');

    expect((await answer(await server.request('/api/staff/memberships?q=%25', { headers: staff }))).body.memberships).toEqual([]);
    expect((await answer(await server.request(`/api/staff/memberships?q=${'x'.repeat(201)}`, { headers: staff }))).status).toBe(422);
    expect((await server.request('/api/staff/memberships')).status).toBe(401);
  });
});
