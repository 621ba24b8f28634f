import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { backgroundWorkSettled } from '@/server/background-work';
import { dayInGermany, formatDateIn } from '@/basics/calendar';
import { getDatabase } from '@/server/db/client';
import { membershipDebits, memberships } from '@/server/db/tables/memberships';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { outboxMails } from '../support/mail-outbox';
import { accountFeesAnswers, orderCustomer } from '../support/order-answers';
import { answer, confirmedAccount, failure, password, sessionOf, setUpAccountTests, uniqueEmail } from './support/accounts';
import { addEntry, backofficeHeaders, engineHeaders } from './support/cases';
import { orderDismissal, proofTokenOf } from './support/orders';
import { testServerForFile } from './support/test-server';

// Orders and their PDFs from 127.0.0.1: seconds on a busy machine.
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
process.env.SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';
jest.setTimeout(60_000);

const server = testServerForFile();
setUpAccountTests();

const me = async (session: Record<string, string>) => (await answer(await server.request('/api/v1/me', { headers: session }))).body.data.user.overview.requests as { reference_number: string }[];
const linkView = async (caseId: string) => (await answer(await server.request(`/api/request_history.json?id=${caseId}`, { headers: engineHeaders }))).body;
const prove = async (token: string) => answer(await server.request('/api/address-proofs', { method: 'POST', body: { token } }));
const exported = async (session: Record<string, string>) => {
  const entries = unzipSync(new Uint8Array(await (await server.request('/api/v1/me/export', { headers: session })).arrayBuffer()));
  const text = (name: string) => new TextDecoder().decode(entries[name]);
  return { cases: JSON.parse(text('cases.json')) as { reference_number: string }[], memberships: JSON.parse(text('memberships.json')) as { mandateReference: string }[] };
};

afterEach(() => backgroundWorkSettled());

describe('an order for an address that has an account', () => {
  it('stays apart from the account, and its status link shows only what was ordered, until the address proves itself', async () => {
    const bob = await confirmedAccount(server, uniqueEmail('bob'));
    const session = await sessionOf(server, bob);
    // Written otherwise and under another name: the address is still Bob's.
    const typed = bob.replace(/^bob/, 'BOB').replace('@example.de', '@Example.DE');
    const ordered = await orderDismissal(server, { email: typed, prove: false });
    await addEntry(server, ordered.case.reference_number, { short: 'Arbeitgeber angeschrieben', description: '<p>Vertraulicher Stand der Verhandlung</p>' }, { notify: false });
    const patched = await server.request(`/api/backoffice/cases/${ordered.case.reference_number}`, {
      method: 'PATCH',
      headers: backofficeHeaders,
      body: { case: { status_description: 'Vergleichsangebot liegt vor' } },
    });
    expect(patched.status).toBe(200);

    expect(await me(session)).toEqual([]);
    expect((await exported(session)).cases).toEqual([]);
    expect((await server.request(`/api/v1/me/cases/${ordered.case.id}/messages`, { headers: session })).status).toBe(404);
    const unproven = await linkView(ordered.case.id);
    expect(unproven).toMatchObject({ email_proven: false, status: 'received', reply_email: null });
    expect(unproven.history.map((entry: { short: string }) => entry.short)).toEqual(['Auftrag eingegangen']);
    expect(JSON.stringify(unproven)).not.toMatch(/Vertraulicher|Vergleichsangebot|angeschrieben/);

    // The order mail's link, followed by the address's owner.
    const mail = (await outboxMails(server.mailDir, bob)).find((each) => each.attachments.length > 0)!;
    expect(mail.links).toContainEqual(expect.stringMatching(/^http:\/\/portal\.test\/adresse-bestaetigen\?token=[\w-]{43}$/));
    expect(await prove(await proofTokenOf(server, bob))).toEqual({ status: 200, body: { language: 'de', case_id: ordered.case.id } });
    expect((await me(session)).map((entry) => entry.reference_number)).toEqual([ordered.case.reference_number]);
    const proven = await linkView(ordered.case.id);
    expect(proven.email_proven).toBeUndefined();
    expect(proven.history.map((entry: { short: string }) => entry.short)).toContain('Arbeitgeber angeschrieben');
    // The same link again answers the same; a made-up one proves nothing.
    expect((await prove(await proofTokenOf(server, bob))).status).toBe(200);
    expect(await prove(randomBytes(32).toString('base64url'))).toEqual({ status: 404, body: { status: 'failure', errors: [{ path: 'token', code: 'address_proof_invalid', params: {} }] } });
  });

  it('needs no link when the account of the address is signed in when ordering', async () => {
    const kim = await confirmedAccount(server, uniqueEmail('kim'));
    const session = await sessionOf(server, kim);
    const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
    const body = {
      product: 'account-fees',
      answers: accountFeesAnswers,
      draft_token: draft.body.draft_token,
      idempotency_key: randomBytes(16).toString('hex'),
      language: 'de',
      customer: orderCustomer(kim, 'Kim Berger', { payout: false }),
      consent: { text_version: currentContractTextVersion, typed_name: 'Kim Berger', early_start: true, terms_accepted: true, privacy_accepted: true },
    };
    const placed = await answer(await server.request('/api/commissioning/orders', { method: 'POST', body, headers: session }));
    expect(placed.status).toBe(201);
    expect((await me(session)).map((entry) => entry.reference_number)).toEqual([placed.body.case.reference_number]);
    await backgroundWorkSettled();
    const mail = (await outboxMails(server.mailDir, kim)).find((each) => each.attachments.length > 0)!;
    expect(mail.links).toContain(placed.body.case.status_url);
    expect(mail.links.some((link) => link.includes('adresse-bestaetigen'))).toBe(false);
  });
});

describe('a membership taken out for an address', () => {
  const membershipBody = (email: string, name: string, iban = 'DE02120300000000202051') => ({
    plan: 'tenant-protection',
    tariff: 'basic',
    idempotency_key: randomBytes(16).toString('hex'),
    language: 'de',
    customer: { email, name },
    account_holder: name,
    iban,
    consent: { text_version: currentContractTextVersion, typed_name: name, early_start: true, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
  });
  const own = async (session: Record<string, string>) => (await answer(await server.request('/api/v1/me/memberships', { headers: session }))).body.memberships as { mandate_reference: string; status: string }[];
  const debitsOf = async (reference: string) => {
    const db = await getDatabase();
    const [row] = await db.select().from(memberships).where(eq(memberships.mandateReference, reference));
    return db.select().from(membershipDebits).where(eq(membershipDebits.membershipId, row.id));
  };

  it("does not start, and no account of the address sees its mandate, until the confirmation mail's link proves the address", async () => {
    const bob = await confirmedAccount(server, uniqueEmail('bob'));
    const session = await sessionOf(server, bob);
    // Someone else's name and IBAN under Bob's address, written otherwise.
    const taken = await answer(await server.request('/api/memberships', { method: 'POST', body: membershipBody(bob.toUpperCase(), 'Erika Mustermann') }));
    expect(taken.status).toBe(201);
    const reference = taken.body.membership.mandate_reference as string;
    expect(taken.body.membership.status).toBe('pending');
    expect(await own(session)).toEqual([]);
    expect((await exported(session)).memberships).toEqual([]);
    expect(await debitsOf(reference)).toEqual([]);
    await backgroundWorkSettled();
    const [mail] = (await outboxMails(server.mailDir, bob)).filter((each) => each.subject.startsWith('Ihre Mitgliedschaft'));
    expect(mail.text).toContain('Ihre Mitgliedschaft beginnt, sobald Sie mit dem Link unten bestätigt haben');

    // The owner of the address follows the link: it starts today, with its debits, and the account shows it.
    const proven = await prove(await proofTokenOf(server, bob));
    expect(proven).toEqual({
      status: 200,
      body: { language: 'de', membership: { mandate_reference: reference, plan: 'tenant-protection', status: 'active', starts_on: dayInGermany(new Date()), minimum_term_ends_on: expect.any(String) } },
    });
    expect((await own(session)).map((entry) => [entry.mandate_reference, entry.status])).toEqual([[reference, 'active']]);
    expect((await exported(session)).memberships.map((entry) => entry.mandateReference)).toEqual([reference]);
    expect((await debitsOf(reference)).length).toBeGreaterThan(0);
    // The dates its confirmation could not name yet, by mail.
    await backgroundWorkSettled();
    const started = (await outboxMails(server.mailDir, bob)).find((each) => each.subject.startsWith('Ihre Mitgliedschaft hat begonnen'))!;
    expect(started.text).toContain(`Sie beginnt am ${formatDateIn('de', dayInGermany(new Date()))}`);
  });

  it('never starts once the account of its address was deleted before the proof', async () => {
    const bob = await confirmedAccount(server, uniqueEmail('bob'));
    const session = await sessionOf(server, bob);
    const taken = await answer(await server.request('/api/memberships', { method: 'POST', body: membershipBody(bob, 'Bob Brandt') }));
    const reference = taken.body.membership.mandate_reference as string;
    const token = await proofTokenOf(server, bob);
    const deleted = await answer(await server.request('/api/v1/me/deletion', { method: 'POST', headers: session, body: { current_password: password } }));
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });

    expect(await prove(token)).toEqual(failure(404, 'address_proof_invalid', 'token'));
    const db = await getDatabase();
    const [row] = await db.select().from(memberships).where(eq(memberships.mandateReference, reference));
    expect(row.status).toBe('pending');
    expect(await debitsOf(reference)).toEqual([]);
  });

  it('starts at once when the account of the address is signed in when taking it out', async () => {
    const kim = await confirmedAccount(server, uniqueEmail('kim'));
    const session = await sessionOf(server, kim);
    const taken = await answer(await server.request('/api/memberships', { method: 'POST', body: membershipBody(kim, 'Kim Berger'), headers: session }));
    expect(taken.body.membership.status).toBe('active');
    expect((await own(session)).map((entry) => entry.status)).toEqual(['active']);
    await backgroundWorkSettled();
    expect((await outboxMails(server.mailDir, kim)).flatMap((mail) => mail.links).some((link) => link.includes('adresse-bestaetigen'))).toBe(false);
  });
});
