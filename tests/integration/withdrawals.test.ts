import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatDateIn } from '@/basics/calendar';
import { backgroundWorkSettled } from '@/server/background-work';
import { cases } from '@/server/db/tables/cases';
import { resetClock, setClock } from '@/server/clock';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { getDatabase } from '@/server/db/client';
import { contractDeclarations } from '@/server/db/tables/declarations';
import { memberships } from '@/server/db/tables/memberships';
import { staffAuditLog } from '@/server/db/tables/staff';
import { outboxMails } from '../support/mail-outbox';
import { answer, uniqueEmail } from './support/accounts';
import { engineHeaders } from './support/cases';
import { orderDismissal, proveAddressOf } from './support/orders';
import { post, signedInAdmin, signedInCaseworker } from './support/staff';
import { testServerForFile } from './support/test-server';

// Every request of this file comes from 127.0.0.1.
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
process.env.RATE_LIMIT_CANCELLATION_PER_IP = '1000/3600';
process.env.SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';
jest.setTimeout(30_000);

const server = testServerForFile();

afterEach(async () => {
  await backgroundWorkSettled();
  resetClock();
});

const withdraw = (body: Record<string, unknown>) =>
  server
    .request('/api/withdrawals', {
      method: 'POST',
      headers: { 'User-Agent': 'Mozilla/5.0 (Test) Firefox/140.0' },
      body: { name: 'Łukasz Brzęczyszczykiewicz', language: 'de', idempotency_key: randomBytes(16).toString('hex'), ...body },
    })
    .then(answer);

const declarationOf = async (receipt: string) => {
  const [row] = await (await getDatabase()).select().from(contractDeclarations).where(eq(contractDeclarations.receiptNumber, receipt));
  return row;
};

const caseOf = async (reference: string) => {
  const [row] = await (await getDatabase()).select().from(cases).where(eq(cases.referenceNumber, reference));
  return row;
};

describe('the withdrawal function', () => {
  it('withdraws from an order named by its reference and e-mail address at once: the case closes as withdrawn, with a receipt of content, date and time', async () => {
    setClock(() => new Date('2026-03-02T09:00:00Z'));
    const order = await orderDismissal(server, { received: '2026-02-27' });
    setClock(() => new Date('2026-03-05T16:45:10Z'));
    const form = { contract_reference: order.case.reference_number.toLowerCase().replace(/-/g, ' '), email: order.email.toUpperCase(), idempotency_key: randomBytes(16).toString('hex') };
    const result = await withdraw(form);
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      created: true,
      withdrawal: {
        receipt_number: expect.stringMatching(/^E-2026-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        received_at: '2026-03-05T16:45:10.000Z',
        name: 'Łukasz Brzęczyszczykiewicz',
        contract_reference: order.case.reference_number.toLowerCase().replace(/-/g, ' '),
        email: order.email.toUpperCase(),
        assigned: true,
      },
    });
    const row = await caseOf(order.case.reference_number);
    expect(row.status).toBe('withdrawn');
    const declaration = await declarationOf(result.body.withdrawal.receipt_number);
    // Received before any work began: nothing is owed, although the customer asked for an early start.
    expect(declaration).toMatchObject({ state: 'applied', caseId: row.id, appliedBy: 'automatic', endsOn: '2026-03-05', compensation: { kind: 'none', reason: 'nothing_done' } });

    await backgroundWorkSettled();
    expect((await declarationOf(result.body.withdrawal.receipt_number)).receiptSentAt).not.toBeNull();
    const receipt = (await outboxMails(server.mailDir, order.email)).find((mail) => mail.subject.startsWith('Eingangsbestätigung Ihres Widerrufs'));
    expect(receipt?.text).toContain('Ihr Widerruf ist am 05.03.2026 um 17:45 Uhr bei uns eingegangen.');
    expect(receipt?.text).toContain(`Ihr Auftrag ${order.case.reference_number} (Kündigung & Abfindung) ist damit beendet`);
    expect(receipt?.text).toContain('Wir hatten mit der Prüfung Ihres Falls noch nicht begonnen. Sie schulden uns nichts.');
    const history = await server.request(`/api/request_history.json?id=${order.case.id}`, { headers: engineHeaders }).then(answer);
    expect(history.body.history[0]).toMatchObject({ short: 'Auftrag widerrufen', date: '2026-03-05' });
    // The team hears of it, without the customer's data.
    const [team] = (await outboxMails(server.mailDir)).filter((mail) => mail.subject === `Widerruf eingegangen: ${result.body.withdrawal.receipt_number} (zugeordnet und wirksam)`);
    expect(team.text).not.toContain(order.email);

    // The same form sent again is the same declaration, and sends no second receipt.
    const again = await withdraw(form);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, withdrawal: { receipt_number: result.body.withdrawal.receipt_number } });
  });

  it('states the compensation for an early start by the stage the work had reached (§ 357a Abs. 2 BGB)', async () => {
    setClock(() => new Date('2026-03-02T09:00:00Z'));
    const order = await orderDismissal(server, { received: '2026-02-27' });
    await (await getDatabase()).update(cases).set({ status: 'claim_asserted' }).where(eq(cases.referenceNumber, order.case.reference_number));
    setClock(() => new Date('2026-03-10T09:00:00Z'));
    const result = await withdraw({ contract_reference: order.case.reference_number, email: order.email });
    expect(await declarationOf(result.body.withdrawal.receipt_number)).toMatchObject({ state: 'applied', compensation: { kind: 'success_share', stage: 'asserted', percent: 40 } });
  });

  it('records and receipts a withdrawal with an unknown reference or another address, and changes no contract (never a 404)', async () => {
    const order = await orderDismissal(server);
    const stranger = uniqueEmail('fremd');
    const wrongEmail = await withdraw({ contract_reference: order.case.reference_number, email: stranger });
    expect(wrongEmail.status).toBe(201);
    expect(wrongEmail.body.withdrawal).toMatchObject({ assigned: false, contract_reference: order.case.reference_number });
    const unknown = await withdraw({ contract_reference: 'mein Auftrag vom Montag', email: order.email });
    expect(unknown.status).toBe(201);
    expect((await caseOf(order.case.reference_number)).status).toBe('received');
    expect(await declarationOf(wrongEmail.body.withdrawal.receipt_number)).toMatchObject({ state: 'unmatched', caseId: null, contractReference: order.case.reference_number });
    expect(await declarationOf(unknown.body.withdrawal.receipt_number)).toMatchObject({ state: 'unmatched', contractReference: 'mein Auftrag vom Montag' });
    await backgroundWorkSettled();
    const [receipt] = await outboxMails(server.mailDir, stranger);
    expect(receipt.text).toContain('Wir konnten ihn noch keinem Vertrag zuordnen und tun das von Hand');
    expect(receipt.text).toContain(`„Hiermit widerrufe ich den Vertrag ${order.case.reference_number}.“`);
  });

  it('leaves a withdrawal after the period to staff, with the contract found', async () => {
    setClock(() => new Date('2026-03-02T09:00:00Z'));
    const order = await orderDismissal(server, { received: '2026-02-27' });
    // Concluded Monday 2 March: the period ends Monday 16 March.
    setClock(() => new Date('2026-03-17T09:00:00Z'));
    const result = await withdraw({ contract_reference: order.case.reference_number, email: order.email });
    expect(result.body.withdrawal.assigned).toBe(false);
    const row = await caseOf(order.case.reference_number);
    expect(await declarationOf(result.body.withdrawal.receipt_number)).toMatchObject({ state: 'to_review', caseId: row.id });
    expect(row.status).toBe('received');
  });

  it('ends a membership the day the withdrawal arrives, its mandate unused, with the fee pro rata for an early start', async () => {
    setClock(() => new Date('2026-03-15T10:30:00Z'));
    const email = uniqueEmail('mitglied');
    const taken = await answer(
      await post(server, '/api/memberships', {
        plan: 'tenant-protection',
        tariff: 'basic',
        idempotency_key: randomBytes(16).toString('hex'),
        language: 'en',
        customer: { email, name: 'Jürgen Groß' },
        account_holder: 'Jürgen Groß',
        iban: 'DE89370400440532013000',
        consent: { text_version: currentContractTextVersion, typed_name: 'Jürgen Groß', early_start: true, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
      }),
    );
    expect(taken.status).toBe(201);
    // The confirmation mail's link proves the address the same day: it starts.
    await proveAddressOf(server, email);
    const reference = taken.body.membership.mandate_reference as string;
    setClock(() => new Date('2026-03-24T10:30:00Z'));
    const result = await withdraw({ name: 'Jürgen Groß', contract_reference: reference, email, language: 'en' });
    expect(result.body.withdrawal.assigned).toBe(true);
    const [membership] = await (await getDatabase()).select().from(memberships).where(eq(memberships.mandateReference, reference));
    expect(membership).toMatchObject({ status: 'withdrawn', endsOn: '2026-03-24' });
    // 10 days of 8 EUR a month: 8 × 12 × 10 / 365 = 2.63 EUR.
    expect(await declarationOf(result.body.withdrawal.receipt_number)).toMatchObject({ compensation: { kind: 'pro_rata', days: 10, cents: 263 } });
    await backgroundWorkSettled();
    const receipt = (await outboxMails(server.mailDir, email)).find((mail) => mail.subject.startsWith('Confirmation of receipt of your withdrawal'));
    expect(receipt?.text).toContain(`Your membership "Tenant protection with lawyer hotline" (mandate reference ${reference}) thus ends on ${formatDateIn('en', '2026-03-24')}`);
    expect(receipt?.text).toContain('For the 10 days since it started you owe €2.63 pro rata');
  });

  it('refuses a form that is not filled in, and stores nothing', async () => {
    const result = await withdraw({ name: '', contract_reference: ' ', email: 'kein-at' });
    expect(result.status).toBe(422);
    expect([...new Set(result.body.errors.map((error: { path: string }) => error.path))].sort()).toEqual(['contract_reference', 'email', 'name']);
    expect(await (await getDatabase()).select().from(contractDeclarations).where(eq(contractDeclarations.email, 'kein-at'))).toEqual([]);
  });
});

describe('declarations in the back office', () => {
  it('lists the unmatched ones with the contract their reference names; matching one lets it take effect, with an audit entry and a follow-up receipt', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    setClock(() => new Date('2026-03-02T09:00:00Z'));
    const order = await orderDismissal(server, { received: '2026-02-27' });
    const typo = uniqueEmail('vertippt');
    setClock(() => new Date('2026-03-04T09:00:00Z'));
    const received = await withdraw({ contract_reference: order.case.reference_number, email: typo });
    const receipt = received.body.withdrawal.receipt_number as string;

    const list = await answer(await server.request('/api/staff/declarations', { headers: { Cookie: caseworker.cookie } }));
    expect(list.status).toBe(200);
    const listed = list.body.declarations.find((declaration: { receipt_number: string }) => declaration.receipt_number === receipt);
    expect(listed).toMatchObject({
      kind: 'withdrawal',
      state: 'unmatched',
      email: typo,
      contract: null,
      candidate: { type: 'case', reference: order.case.reference_number, email: order.email, concluded_on: '2026-03-02', withdrawal_period_ends: '2026-03-16' },
    });

    const wrong = await answer(await post(server, `/api/staff/declarations/${listed.id}/assign`, { contract_reference: '2026-0000-0000' }, { Cookie: caseworker.cookie }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ path: 'contract_reference', code: 'contract_not_found' })]);

    const assigned = await answer(await post(server, `/api/staff/declarations/${listed.id}/assign`, { contract_reference: order.case.reference_number }, { Cookie: caseworker.cookie }));
    expect(assigned.status).toBe(200);
    expect(assigned.body.declaration).toMatchObject({ state: 'applied', applied_by: caseworker.email, contract: { reference: order.case.reference_number } });
    expect((await caseOf(order.case.reference_number)).status).toBe('withdrawn');
    const audit = await (await getDatabase()).select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, receipt));
    expect(audit).toEqual([expect.objectContaining({ action: 'declaration.applied', actor: caseworker.email, subjectType: 'declaration', after: { state: 'applied', contract: order.case.reference_number, ends_on: '2026-03-04' } })]);
    const again = await answer(await post(server, `/api/staff/declarations/${listed.id}/close`, undefined, { Cookie: caseworker.cookie }));
    expect(again.status).toBe(409);
    await backgroundWorkSettled();
    expect((await outboxMails(server.mailDir, typo)).map((mail) => mail.subject)).toEqual([`Eingangsbestätigung Ihres Widerrufs (${receipt})`, `Ihr Widerruf ist zugeordnet (${receipt})`]);

    const open = await answer(await server.request('/api/staff/declarations?show=open', { headers: { Cookie: caseworker.cookie } }));
    expect(open.body.declarations.map((declaration: { receipt_number: string }) => declaration.receipt_number)).not.toContain(receipt);
    expect((await server.request('/api/staff/declarations')).status).toBe(401);
  });

  it('closes one that belongs to no contract of ours', async () => {
    const admin = await signedInAdmin(server);
    const received = await withdraw({ contract_reference: 'Vertrag bei einer anderen Firma', email: uniqueEmail('falsch') });
    const [row] = await (await getDatabase()).select().from(contractDeclarations).where(eq(contractDeclarations.receiptNumber, received.body.withdrawal.receipt_number));
    const closed = await answer(await post(server, `/api/staff/declarations/${row.id}/close`, undefined, { Cookie: admin.cookie }));
    expect(closed.body.declaration).toMatchObject({ state: 'closed', applied_by: admin.email });
  });
});
