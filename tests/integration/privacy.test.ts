import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { asc, eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db/client';
import { cases } from '@/server/db/tables/cases';
import { documentContents, documents } from '@/server/db/tables/documents';
import { orders } from '@/server/db/tables/orders';
import { membershipDebits, memberships } from '@/server/db/tables/memberships';
import { retainedRecords } from '@/server/db/tables/retained-records';
import { contractDeclarations } from '@/server/db/tables/declarations';
import { staffAuditLog } from '@/server/db/tables/staff';
import { subscriptionOf } from '@/server/newsletter/actions/subscriptions';
import { deleteAccountsWhoseContractsEnded } from '@/server/privacy/actions/account-deletion';
import { deleteMembershipsPastRetention } from '@/server/privacy/stores/retention-sweep';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { answer, confirmedAccount, failure, mailsTo, password, sessionOf, setUpAccountTests, type SessionHeaders, uniqueEmail } from './support/accounts';
import { addEntry, backofficeHeaders, openCase } from './support/cases';
import { orderDismissal } from './support/orders';
import { testServerForFile } from './support/test-server';

// An order with two uploads and its confirmation PDF, several argon2id checks: seconds on a busy machine.
jest.setTimeout(60_000);
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
process.env.SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';
const teamMailbox = 'faelle.loeschung@provider.example';
process.env.CASEWORKERS_EMAIL = teamMailbox;

const server = testServerForFile();
setUpAccountTests();

const exportOf = (headers: Record<string, string>, language = 'de') => server.request('/api/v1/me/export', { headers: { ...headers, 'Accept-Language': language } });
const deletion = (headers: Record<string, string>, body: unknown) => server.request('/api/v1/me/deletion', { method: 'POST', headers, body });
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A customer with a dismissal ordered online (two documents), a case the back office opened, and an account. */
async function customerWithCases(language = 'de') {
  const ordered = await orderDismissal(server, { language });
  const opened = await openCase(server, { email: ordered.email, product_name: 'deposit', language }, { notify: false });
  await addEntry(server, opened.reference_number, { short: 'Vermieter angeschrieben', description: '<p>Frist bis 30.04.</p>' }, { notify: false });
  await confirmedAccount(server, ordered.email);
  return { ...ordered, opened, session: await sessionOf(server, ordered.email) };
}

describe('the data export', () => {
  it('holds the profile, every case with history, answers and mandate, the memberships and every document', async () => {
    const customer = await customerWithCases();
    await openCase(server, { email: uniqueEmail('jemand-anderes'), product_name: 'deposit' }, { notify: false });
    const asked = await server.request(`/api/v1/me/cases/${customer.case.id}/messages`, { method: 'POST', headers: customer.session, body: { message: { text: 'Reicht das Schreiben?' } } });
    expect(asked.status).toBe(201);
    const answered = await server.request(`/api/backoffice/cases/${customer.case.reference_number}/messages`, {
      method: 'POST',
      headers: backofficeHeaders,
      body: { message: { text: '<p>Ja, danke.</p>', documents: [customer.letter.id] }, notify: false },
    });
    expect(answered.status).toBe(201);

    const response = await exportOf(customer.session);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/^attachment; .*klarfall-daten-\d{4}-\d{2}-\d{2}\.zip/);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));

    const folder = `documents/${customer.case.reference_number}`;
    expect(Object.keys(entries).sort()).toEqual(
      ['README.txt', 'account.json', 'cases.json', 'memberships.json', `${folder}/Kündigung März.pdf`, `${folder}/Vertrag.png`, `${folder}/Auftragsbestaetigung-${customer.case.reference_number}.pdf`].sort(),
    );
    expect(Buffer.from(entries[`${folder}/Kündigung März.pdf`])).toEqual(Buffer.from(customer.letter.bytes));
    expect(Buffer.from(entries[`${folder}/Vertrag.png`])).toEqual(Buffer.from(customer.contract.bytes));
    expect(textOf(entries[`${folder}/Auftragsbestaetigung-${customer.case.reference_number}.pdf`].slice(0, 5))).toBe('%PDF-');
    expect(textOf(entries['README.txt'])).toMatch(/^Ihre Daten bei Klarfall[\s\S]*Art\. 15 DSGVO[\s\S]*cases\.json/);
    // Art. 15 GDPR asks more than the data: purposes, recipients, periods, where they came from, the rights.
    expect(textOf(entries['README.txt'])).toMatch(
      /Art\. 15 Abs\. 1 DSGVO[\s\S]*Zwecke:[\s\S]*Empfänger: unsere Partnerkanzlei[\s\S]*unsere Bank und Ihre Bank[\s\S]*Speicherdauer:[\s\S]*acht Jahre[\s\S]*Herkunft:[\s\S]*Art\. 14 DSGVO[\s\S]*Ihre Rechte:[\s\S]*Art\. 77 DSGVO[\s\S]*\/datenschutz/,
    );

    const account = JSON.parse(textOf(entries['account.json']));
    // The phone given with the order fills the account made for it.
    expect(account).toMatchObject({ email: customer.email, first_name: 'Kim', last_name: 'Berger', language: 'de', phone: '+49 30 23125 002' });
    expect(JSON.stringify(account)).not.toMatch(/argon2|password/);

    const cases = JSON.parse(textOf(entries['cases.json']));
    expect(cases.map((entry: { reference_number: string }) => entry.reference_number).sort()).toEqual([customer.case.reference_number, customer.opened.reference_number].sort());
    const dismissal = cases.find((entry: { reference_number: string }) => entry.reference_number === customer.case.reference_number);
    expect(dismissal).toMatchObject({
      product_name: 'dismissal',
      status: 'received',
      history: [expect.objectContaining({ short: 'Auftrag eingegangen' })],
      documents: [
        expect.objectContaining({ file: `${folder}/Kündigung März.pdf`, category: 'dismissal-letter', media_type: 'application/pdf' }),
        expect.objectContaining({ file: `${folder}/Vertrag.png`, category: 'employment-contract', media_type: 'image/png' }),
      ],
      order: {
        customer_name: 'Łukasz Brzęczyszczykiewicz',
        fee_rule: { kind: 'share', percent: 30 },
        mandate: expect.objectContaining({ typed_name: 'Łukasz Brzęczyszczykiewicz', ip: '127.0.0.1', early_start: true }),
      },
      review: null,
      messages: [
        expect.objectContaining({ author: 'customer', text: 'Reicht das Schreiben?', documents: [] }),
        expect.objectContaining({ author: 'provider', text: '<p>Ja, danke.</p>', read_at: null, documents: [{ id: customer.letter.id, file_name: 'Kündigung März.pdf' }] }),
      ],
    });
    expect(dismissal.order.answers).toContainEqual({ question: 'letter-received', label: 'Kündigungsschreiben erhalten am', value: '2026-03-02', value_label: null, unit: null });
    const deposit = cases.find((entry: { reference_number: string }) => entry.reference_number === customer.opened.reference_number);
    expect(deposit).toMatchObject({ order: null, documents: [], history: expect.arrayContaining([expect.objectContaining({ short: 'Vermieter angeschrieben', description: '<p>Frist bis 30.04.</p>' })]) });
    expect(JSON.parse(textOf(entries['memberships.json']))).toEqual([]);
  });

  it('delivers the rest when a part cannot be read or rendered, names what is missing, and logs it', async () => {
    const customer = await customerWithCases();
    const db = await getDatabase();
    const [row] = await db.select().from(cases).where(eq(cases.publicId, customer.case.id));
    // An order placed before the order kept to the fee rules' bound, and a document whose bytes are lost.
    await db.update(orders).set({ calculatedCents: 500_000_000 }).where(eq(orders.caseId, row.id));
    const [letter] = await db.select().from(documents).where(eq(documents.publicId, customer.letter.id));
    await db.delete(documentContents).where(eq(documentContents.documentId, letter.id));
    const logged = jest.mocked(console.error).mock.calls.length;

    const response = await exportOf(customer.session);
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const folder = `documents/${customer.case.reference_number}`;
    expect(Object.keys(entries).sort()).toEqual(
      ['README.txt', 'account.json', 'cases.json', 'memberships.json', 'FEHLENDE-TEILE.txt', `${folder}/Vertrag.png`, `${folder}/Auftragsbestaetigung-${customer.case.reference_number}.pdf`].sort(),
    );
    expect(textOf(entries['FEHLENDE-TEILE.txt'])).toContain(`das Dokument ${folder}/Kündigung März.pdf`);
    expect(textOf(entries[`${folder}/Auftragsbestaetigung-${customer.case.reference_number}.pdf`].slice(0, 5))).toBe('%PDF-');
    const lines = jest.mocked(console.error).mock.calls.slice(logged).map(([line]) => String(line));
    expect(lines).toContainEqual(expect.stringContaining('data export: a part could not be included'));
  });

  it('writes its README and labels in the language asked for', async () => {
    const customer = await customerWithCases('en');
    const response = await exportOf(customer.session, 'en');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/klarfall-data-\d{4}-\d{2}-\d{2}\.zip/);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(textOf(entries['README.txt'])).toMatch(/^Your data at Klarfall[\s\S]*Art\. 15 GDPR[\s\S]*Recipients: our partner law firm[\s\S]*Retention:[\s\S]*Source:[\s\S]*Your rights:[\s\S]*\/en\/privacy/);
    const [dismissal] = JSON.parse(textOf(entries['cases.json'])).filter((entry: { product_name: string }) => entry.product_name === 'dismissal');
    expect(dismissal.order.answers).toContainEqual(expect.objectContaining({ question: 'letter-received', label: 'Dismissal letter received on' }));
  });

  it('is only for a signed-in customer, and only a few times an hour', async () => {
    expect(await answer(await exportOf({}))).toEqual(failure(401, 'unauthorized'));
    process.env.RATE_LIMIT_DATA_EXPORT_PER_ACCOUNT = '2/3600';
    try {
      const email = await confirmedAccount(server);
      const session = await sessionOf(server, email);
      expect((await exportOf(session)).status).toBe(200);
      expect((await exportOf(session)).status).toBe(200);
      const refused = await exportOf(session);
      expect(await answer(refused)).toEqual(failure(429, 'too_many_requests'));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      delete process.env.RATE_LIMIT_DATA_EXPORT_PER_ACCOUNT;
    }
  });
});

describe('deleting the account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const customer = await customerWithCases();
    expect(await answer(await deletion(customer.session, { current_password: 'falsch-geraten-1' }))).toEqual(failure(422, 'wrong_password', 'current_password'));
    expect(await answer(await deletion(customer.session, {}))).toEqual(failure(422, 'required', 'current_password'));
    expect(await answer(await deletion({}, { current_password: password }))).toEqual(failure(401, 'unauthorized'));
    const me = await answer(await server.request('/api/v1/me', { headers: customer.session }));
    expect(me.status).toBe(200);
    expect(me.body.data.user.overview.requests).toHaveLength(2);
  });

  /**
   * A membership of the address, taken out today: within its withdrawal period. Taken out signed in with
   * the address, it starts at once (its address is proven) and the account shows it.
   */
  async function membershipOf(email: string, session: SessionHeaders) {
    const response = await server.request('/api/memberships', {
      method: 'POST',
      headers: session,
      body: {
        plan: 'tenant-protection',
        tariff: 'basic',
        idempotency_key: `privacy-${randomBytes(8).toString('hex')}`,
        language: 'de',
        customer: { email, name: 'Łukasz Brzęczyszczykiewicz' },
        account_holder: 'Łukasz Brzęczyszczykiewicz',
        iban: 'DE89370400440532013000',
        consent: { text_version: currentContractTextVersion, typed_name: 'Łukasz Brzęczyszczykiewicz', early_start: true, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
      },
    });
    expect(response.status).toBe(201);
    return (await response.json()).membership as { mandate_reference: string };
  }

  const expectStatus = async (status: number, ...request: Parameters<typeof server.request>) => expect((await server.request(...request)).status).toBe(status);

  const auditOf = async (subjectId: string) =>
    (await (await getDatabase()).select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, subjectId)).orderBy(asc(staffAuditLog.id))).map(({ actor, staffId, action, before, after }) => ({ actor, staffId, action, before, after }));

  /** Nothing a person wrote and no address of the customer reaches the audit log, which outlives the account. */
  async function expectNoFreeTextInAuditLog(texts: string[]) {
    const log = JSON.stringify(await (await getDatabase()).select().from(staffAuditLog));
    for (const text of texts) expect(log).not.toContain(text);
  }

  it('lists the running cases and memberships with how each would end, and refuses to delete without a choice', async () => {
    const customer = await customerWithCases();
    const membership = await membershipOf(customer.email, customer.session);
    const running = await answer(await server.request('/api/v1/me/running-contracts', { headers: customer.session }));
    expect(running.status).toBe(200);
    expect(running.body).toEqual({
      cases: expect.arrayContaining([
        // Ordered online today: the withdrawal period is open.
        { reference_number: customer.case.reference_number, product_name: 'dismissal', status: 'received', deadline_day: expect.any(String), ending: 'withdrawal' },
        // Opened by the back office without an order: no withdrawal, the mandate is terminated.
        { reference_number: customer.opened.reference_number, product_name: 'deposit', status: 'received', deadline_day: null, ending: 'termination' },
      ]),
      memberships: [{ mandate_reference: membership.mandate_reference, plan: 'tenant-protection', ending: 'withdrawal', ends_on: expect.any(String) }],
      deletion_requested_at: null,
    });
    expect(await answer(await deletion(customer.session, { current_password: password }))).toEqual(failure(422, 'required', 'running_contracts'));
    expect(await answer(await deletion(customer.session, { current_password: password, running_contracts: 'later' }))).toMatchObject({ status: 422 });
    expect((await answer(await server.request('/api/v1/me', { headers: customer.session }))).body.data.user.overview.requests).toHaveLength(2);
    expect(await answer(await server.request('/api/v1/me/running-contracts'))).toEqual(failure(401, 'unauthorized'));
  });

  it('ends the running contracts as asked (withdrawals with receipts, the mandate terminated), tells the team, audits it, and deletes the account', async () => {
    const customer = await customerWithCases();
    const membership = await membershipOf(customer.email, customer.session);
    await server.request('/api/newsletter/subscriptions', { method: 'POST', body: { email: customer.email, language: 'de', wants_newsletter: true } });
    expect(await subscriptionOf(customer.email)).not.toBeNull();
    const otherClient = await sessionOf(server, customer.email);
    const deleted = await answer(await deletion(customer.session, { current_password: password, running_contracts: 'end' }));
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });

    // Every session ends; the address signs in no more; the newsletter ends with the account.
    for (const session of [customer.session, otherClient]) {
      expect(await answer(await server.request('/api/v1/me', { headers: session }))).toEqual(failure(401, 'unauthorized'));
    }
    expect(await answer(await server.request('/api/v1/users/sign_in', { method: 'POST', body: { user: { email: customer.email, password } } }))).toEqual(failure(401, 'bad_credentials'));
    expect(await subscriptionOf(customer.email)).toBeNull();
    // The cases, their documents and their status links are gone, for the back office too.
    for (const reference of [customer.case.reference_number, customer.opened.reference_number]) {
      expect((await server.request(`/api/backoffice/cases/${reference}`, { headers: backofficeHeaders })).status).toBe(404);
    }
    expect((await server.request(`/api/cases/${customer.case.id}/documents/${customer.letter.id}`)).status).toBe(404);

    // The withdrawals are declarations like any other, with their receipts; the membership ends today, no debit follows.
    const db = await getDatabase();
    const declared = await db.select().from(contractDeclarations).where(eq(contractDeclarations.email, customer.email));
    expect(declared.map(({ kind, state, contractReference }) => ({ kind, state, contractReference })).sort((a, b) => a.contractReference.localeCompare(b.contractReference))).toEqual(
      [
        { kind: 'withdrawal', state: 'applied', contractReference: customer.case.reference_number },
        { kind: 'withdrawal', state: 'applied', contractReference: membership.mandate_reference },
      ].sort((a, b) => a.contractReference.localeCompare(b.contractReference)),
    );
    expect(await db.select().from(memberships).where(eq(memberships.email, customer.email))).toEqual([expect.objectContaining({ status: 'withdrawn', detachedAt: expect.any(Date) })]);
    const receipts = (await mailsTo(server, customer.email)).filter((mail) => declared.some((row) => mail.text.includes(row.receiptNumber)));
    expect(receipts).toHaveLength(2);

    // The team learns what ran and how it ended.
    const team = (await mailsTo(server, teamMailbox)).filter((mail) => mail.file.includes('_account_deletion_')).at(-1)!;
    expect(team.subject).toBe('Konto gelöscht, laufende Verträge beendet (3)');
    expect(team.text).toContain(`Fall ${customer.case.reference_number} (Kündigung & Abfindung, Status „Auftrag eingegangen“`);
    expect(team.text).toMatch(new RegExp(`${customer.case.reference_number}.*widerrufen \\(§ 356a BGB\\) – Eingangsnummer E-`));
    expect(team.text).toContain(`Fall ${customer.opened.reference_number} (Mietkaution zurückfordern, Status „Auftrag eingegangen“): Mandat gekündigt (§ 627 BGB)`);
    expect(team.text).toContain(`Mitgliedschaft ${membership.mandate_reference}`);
    expect(team.text).not.toContain(customer.email);

    // The audit log says what happened to each case, by the customer, without text.
    expect(await auditOf(customer.case.reference_number)).toEqual([
      { actor: 'customer', staffId: null, action: 'case.ended_with_account_deletion', before: null, after: { ending: 'withdrawal', receipt: expect.stringMatching(/^E-/) } },
      { actor: 'customer', staffId: null, action: 'case.deleted_with_account', before: { status: 'withdrawn' }, after: { order_record_kept_until: `${new Date().getFullYear() + 6}-12-31` } },
    ]);
    // (after the back office's opening and entry)
    expect((await auditOf(customer.opened.reference_number)).slice(-2)).toEqual([
      { actor: 'customer', staffId: null, action: 'case.ended_with_account_deletion', before: null, after: { ending: 'termination', receipt: null } },
      { actor: 'customer', staffId: null, action: 'case.deleted_with_account', before: { status: 'received' }, after: { order_record_kept_until: null } },
    ]);
    for (const row of declared) {
      expect(await auditOf(row.receiptNumber)).toEqual([expect.objectContaining({ actor: 'customer', action: 'declaration.received_with_account_deletion', after: { kind: 'withdrawal', state: 'applied', ends_on: expect.any(String) } })]);
    }
    await expectNoFreeTextInAuditLog([customer.email, 'Brzęczyszczykiewicz', 'Vermieter angeschrieben', 'Frist bis 30.04.', 'Kündigung März']);

    // The order's record is kept apart, without the address, and says how the case ended.
    const [kept] = await db.select().from(retainedRecords).where(eq(retainedRecords.reference, customer.case.reference_number));
    expect(kept).toMatchObject({ kind: 'order', retainUntil: `${new Date().getFullYear() + 6}-12-31` });
    expect(kept.record).toMatchObject({
      product_name: 'dismissal',
      status: 'withdrawn',
      fee_rule: { kind: 'share', percent: 30 },
      customer_name: 'Łukasz Brzęczyszczykiewicz',
      mandate: expect.objectContaining({ typed_name: 'Łukasz Brzęczyszczykiewicz' }),
      ended_with_account_deletion: { ending: 'withdrawal', on: expect.any(String), receipt: expect.stringMatching(/^E-/) },
    });
    expect(JSON.stringify(kept)).not.toContain(customer.email.split('@')[0]);
    expect(await db.select().from(retainedRecords).where(eq(retainedRecords.reference, customer.opened.reference_number))).toEqual([]);

    // The address is free: a new account with it starts empty, and its export holds no earlier membership.
    await confirmedAccount(server, customer.email);
    const freshSession = await sessionOf(server, customer.email);
    const fresh = await answer(await server.request('/api/v1/me', { headers: freshSession }));
    expect(fresh.body.data.user.overview.requests).toEqual([]);
    const freshExport = unzipSync(new Uint8Array(await (await exportOf(freshSession)).arrayBuffer()));
    expect(JSON.parse(textOf(freshExport['memberships.json']))).toEqual([]);
  });

  it('keeps the account until its cases are closed and its memberships over when asked, then the housekeeping deletes it', async () => {
    const customer = await customerWithCases();
    const kept = await answer(await deletion(customer.session, { current_password: password, running_contracts: 'keep' }));
    expect(kept).toMatchObject({ status: 200, body: { deleted: false } });
    // The account and its session stay, the cases run on, and each says in its history what the customer asked for.
    const me = await answer(await server.request('/api/v1/me', { headers: customer.session }));
    expect(me.status).toBe(200);
    const shown = await answer(await server.request(`/api/backoffice/cases/${customer.opened.reference_number}`, { headers: backofficeHeaders }));
    expect(JSON.stringify(shown.body)).toContain('Kontolöschung nach Abschluss gewünscht');
    const running = await answer(await server.request('/api/v1/me/running-contracts', { headers: customer.session }));
    expect(running.body.deletion_requested_at).toEqual(expect.any(String));
    // Asked again, nothing is noted twice.
    expect(await answer(await deletion(customer.session, { current_password: password, running_contracts: 'keep' }))).toMatchObject({ status: 200, body: { deleted: false } });
    expect((await auditOf(customer.case.reference_number)).map(({ actor, action }) => [actor, action])).toEqual([['customer', 'case.account_deletion_requested']]);
    const team = (await mailsTo(server, teamMailbox)).filter((mail) => mail.file.includes('_account_deletion_')).at(-1)!;
    expect(team.subject).toBe('Kontolöschung vorgemerkt, laufende Verträge (2)');
    expect(team.text).toContain(`Fall ${customer.opened.reference_number} (Mietkaution zurückfordern, Status „Auftrag eingegangen“): läuft weiter bis zum Abschluss`);

    // While a case runs, the housekeeping leaves the account alone.
    await expectStatus(200, `/api/backoffice/cases/${customer.case.reference_number}`, { method: 'PATCH', headers: backofficeHeaders, body: { case: { status: 'successful' } } });
    expect(await deleteAccountsWhoseContractsEnded()).toBe(0);
    expect((await server.request('/api/v1/me', { headers: customer.session })).status).toBe(200);
    // Once the last is closed, it deletes the account, keeping what the law requires.
    await expectStatus(200, `/api/backoffice/cases/${customer.opened.reference_number}`, { method: 'PATCH', headers: backofficeHeaders, body: { case: { status: 'unsuccessful' } } });
    expect(await deleteAccountsWhoseContractsEnded()).toBe(1);
    expect(await answer(await server.request('/api/v1/me', { headers: customer.session }))).toEqual(failure(401, 'unauthorized'));
    expect((await server.request(`/api/backoffice/cases/${customer.case.reference_number}`, { headers: backofficeHeaders })).status).toBe(404);
    expect((await auditOf(customer.case.reference_number)).map(({ actor, action, after }) => [actor, action, after])).toEqual([
      ['customer', 'case.account_deletion_requested', { deletion_requested_at: expect.any(String) }],
      ['cli', 'case.status_changed', expect.anything()],
      // A successful case's order is the voucher of its fee: eight years.
      ['housekeeping', 'case.deleted_with_account', { order_record_kept_until: `${new Date().getFullYear() + 8}-12-31` }],
    ]);
    await expectNoFreeTextInAuditLog([customer.email, 'Brzęczyszczykiewicz', 'Kontolöschung nach Abschluss gewünscht', 'Vermieter angeschrieben']);
  });
});

describe('ended memberships', () => {
  it('are kept six years after the year they ended and eight after the year of their last debit, then the housekeeping deletes them with their debits', async () => {
    const taken = async (email: string) => {
      const response = await server.request('/api/memberships', {
        method: 'POST',
        body: {
          plan: 'tenant-protection',
          tariff: 'basic',
          idempotency_key: `retention-${randomBytes(8).toString('hex')}`,
          language: 'de',
          customer: { email, name: 'Kim Berger' },
          account_holder: 'Kim Berger',
          iban: 'DE89370400440532013000',
          consent: { text_version: currentContractTextVersion, typed_name: 'Kim Berger', early_start: true, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
        },
      });
      expect(response.status).toBe(201);
      const db = await getDatabase();
      const reference = ((await response.json()).membership as { mandate_reference: string }).mandate_reference;
      return (await db.select().from(memberships).where(eq(memberships.mandateReference, reference)))[0];
    };
    const db = await getDatabase();
    const ended = await taken(uniqueEmail('ehemals'));
    const running = await taken(uniqueEmail('laufend'));
    // Collected in December 2026, cancelled to its end; the January debit was never collected.
    await db.delete(membershipDebits).where(eq(membershipDebits.membershipId, ended.id));
    const debit = { membershipId: ended.id, amountCents: 990, createdAt: new Date() };
    await db.insert(membershipDebits).values([
      { ...debit, sequence: 0, periodStart: '2026-12-01', periodEnd: '2026-12-31', dueOn: '2026-12-02', status: 'announced' },
      { ...debit, sequence: 1, periodStart: '2027-01-01', periodEnd: '2027-01-31', dueOn: '2027-01-04', status: 'cancelled' },
    ]);
    await db.update(memberships).set({ status: 'cancelled', endsOn: '2026-12-31' }).where(eq(memberships.id, ended.id));

    // The debit of 2026 is a voucher through 2034 (the contract alone only through 2032).
    await deleteMembershipsPastRetention(new Date('2034-12-31T12:00:00Z'));
    expect(await db.select().from(memberships).where(eq(memberships.id, ended.id))).toHaveLength(1);
    await deleteMembershipsPastRetention(new Date('2035-01-01T12:00:00Z'));
    expect(await db.select().from(memberships).where(eq(memberships.id, ended.id))).toEqual([]);
    expect(await db.select().from(membershipDebits).where(eq(membershipDebits.membershipId, ended.id))).toEqual([]);
    // A membership that runs is never due.
    await deleteMembershipsPastRetention(new Date('2099-01-01T12:00:00Z'));
    expect(await db.select().from(memberships).where(eq(memberships.id, running.id))).toHaveLength(1);
  });
});
