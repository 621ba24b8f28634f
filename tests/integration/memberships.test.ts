import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { composeIBAN } from 'ibantools';
import { backgroundWorkSettled } from '@/server/background-work';
import { resetClock, setClock } from '@/server/clock';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { getDatabase } from '@/server/db/client';
import { contractDeclarations } from '@/server/db/tables/declarations';
import { memberships } from '@/server/db/tables/memberships';
import { outboxMails } from '../support/mail-outbox';
import { pdfText } from '../support/pdf-text';
import { answer, uniqueEmail } from './support/accounts';
import { proveAddressOf } from './support/orders';
import { testServerForFile } from './support/test-server';

// Every request of this file comes from 127.0.0.1.
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
process.env.RATE_LIMIT_CANCELLATION_PER_IP = '1000/3600';
const creditorId = 'DE98ZZZ09999999999';
process.env.SEPA_CREDITOR_ID = creditorId;
process.env.SEPA_MANDATE_PREFIX = 'KFTEST';
// Each membership builds its confirmation PDF; on a busy 2-core machine that takes seconds.
jest.setTimeout(30_000);

const server = testServerForFile();

const germanIban = (sortCode: string, account = '0532013000') => composeIBAN({ countryCode: 'DE', bban: `${sortCode}${account}` }) as string;

function membershipBody(overrides: Record<string, unknown> & { consent?: Record<string, unknown> } = {}) {
  const { consent, ...rest } = overrides;
  return {
    plan: 'tenant-protection',
    tariff: 'basic',
    idempotency_key: randomBytes(16).toString('hex'),
    language: 'de',
    customer: { email: uniqueEmail('mitglied'), name: 'Zofia Wąsowska-Müller' },
    account_holder: 'Zofia Wąsowska-Müller',
    iban: 'de89 3704 0044 0532 0130 00',
    consent: {
      text_version: currentContractTextVersion,
      typed_name: 'zofia wąsowska-müller',
      early_start: true,
      terms_accepted: true,
      privacy_accepted: true,
      sepa_mandate_accepted: true,
      ...consent,
    },
    ...rest,
  };
}

const request = (path: string, body: unknown) =>
  server.request(path, { method: 'POST', body, headers: { 'User-Agent': 'Mozilla/5.0 (Test) Firefox/140.0' } }).then(answer);
const takeOut = (body: unknown) => request('/api/memberships', body);
/** Takes out a membership and proves its address with the confirmation mail's link, as its member does: it starts. */
async function takeOutProven(body: ReturnType<typeof membershipBody>) {
  const result = await takeOut(body);
  expect(result.status).toBe(201);
  await proveAddressOf(server, body.customer.email);
  await backgroundWorkSettled();
  return result;
}
const cancel = (body: unknown) => request('/api/memberships/cancellations', body);

const membershipCount = async () => (await (await getDatabase()).select({ n: count() }).from(memberships))[0].n;

/** Sends an order that must be refused, checking that it stored nothing and sent no mail; answers the errors. */
async function refused(body: ReturnType<typeof membershipBody>, status = 422) {
  const before = await membershipCount();
  const result = await takeOut(body);
  expect(result.status).toBe(status);
  await backgroundWorkSettled();
  expect(await membershipCount()).toBe(before);
  expect(await outboxMails(server.mailDir, body.customer.email)).toHaveLength(0);
  return result.body.errors;
}

// Each test waits for the mails it caused, so none is written after the file's server has closed.
afterEach(async () => {
  await backgroundWorkSettled();
  resetClock();
});

describe('membership plans', () => {
  it('serves both plans with tariffs, terms and the creditor in the language asked for', async () => {
    const de = await answer(await server.request('/api/memberships/plans'));
    expect(de.status).toBe(200);
    expect(de.body.creditor).toEqual({ name: expect.any(String), identifier: creditorId });
    expect(de.body.contract_text_version).toBe(currentContractTextVersion);
    const [tenant, employment] = de.body.plans;
    expect(tenant).toMatchObject({ plan: 'tenant-protection', title: 'Mieterschutz mit Anwalts-Hotline', minimum_term_months: 12, notice_period_months: 1 });
    expect(tenant.tariffs).toEqual([{ id: 'basic', title: 'Basis', monthly_price_cents: 800, price_text: 'Tarif Basis: 8\u00a0€ im Monat (inkl. USt.)' }]);
    expect(employment.tariffs[0].monthly_price_cents).toBe(100);
    const en = await answer(await server.request('/api/memberships/plans?locale=en'));
    expect(en.body.plans[1].title).toBe('Employment protection plan');
    expect(en.body.plans[0].term_text).toMatch(/12 months/);
  });
});

describe('taking out a membership', () => {
  it('stores the membership with its terms, a mandate reference and the mandate record, and confirms it by e-mail with the PDF', async () => {
    setClock(() => new Date('2026-03-15T10:30:00Z'));
    const body = membershipBody();
    const result = await takeOut(body);
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      created: true,
      membership: {
        mandate_reference: expect.stringMatching(/^KFTEST-2026-[0-9A-HJKMNP-TV-Z]{8}$/),
        plan: 'tenant-protection',
        tariff: 'basic',
        monthly_price_cents: 800,
        // Nobody signed in with the address: it starts once the mail's link proves the address.
        status: 'pending',
        starts_on: '2026-03-15',
        minimum_term_ends_on: '2027-03-14',
      },
    });
    const [row] = await (await getDatabase()).select().from(memberships).where(eq(memberships.mandateReference, result.body.membership.mandate_reference));
    expect(row).toMatchObject({
      email: body.customer.email,
      customerName: 'Zofia Wąsowska-Müller',
      accountHolder: 'Zofia Wąsowska-Müller',
      iban: 'DE89370400440532013000',
      creditorIdentifier: creditorId,
      textVersion: currentContractTextVersion,
      typedName: 'zofia wąsowska-müller',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Test) Firefox/140.0',
      earlyStart: true,
      signedAt: new Date('2026-03-15T10:30:00Z'),
      noticePeriodMonths: 1,
      preNotificationDays: 5,
    });

    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, body.customer.email);
    expect(mail.subject).toBe('Ihre Mitgliedschaft: Mieterschutz mit Anwalts-Hotline');
    expect(mail.text).toContain(`Mandatsreferenz: ${row.mandateReference}`);
    expect(mail.text).toContain('Ihre Mitgliedschaft beginnt, sobald Sie mit dem Link unten bestätigt haben');
    expect(mail.links).toContain('http://portal.test/vertraege-kuendigen');
    expect(mail.links).toContainEqual(expect.stringMatching(/^http:\/\/portal\.test\/adresse-bestaetigen\?token=[\w-]{43}$/));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', fileName: `Bestaetigung-${row.mandateReference}.pdf` });
    const text = (await pdfText(mail.attachments[0].content)).join('\n');
    expect(text).toContain(row.mandateReference);
    expect(text).toContain(creditorId);
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
  });

  it('takes the mandate over another person\'s account in that person\'s name, signed by them, and says so in the mails and the PDF', async () => {
    const body = membershipBody({ account_holder: 'Piotr Wąsowski', consent: { holder_typed_name: 'piotr  wąsowski' } });
    // Proven by the confirmation mail's link, so it starts and its first debit is announced.
    const result = await takeOutProven(body);
    expect(result.status).toBe(201);
    const [row] = await (await getDatabase()).select().from(memberships).where(eq(memberships.mandateReference, result.body.membership.mandate_reference));
    expect(row).toMatchObject({ customerName: 'Zofia Wąsowska-Müller', typedName: 'zofia wąsowska-müller', accountHolder: 'Piotr Wąsowski', holderTypedName: 'piotr  wąsowski' });

    await backgroundWorkSettled();
    const mails = await outboxMails(server.mailDir, body.customer.email);
    const confirmation = mails.find((mail) => mail.subject.startsWith('Ihre Mitgliedschaft'))!;
    expect(confirmation.text).toContain('von Piotr Wąsowski ein, die oder der uns dafür das Lastschriftmandat erteilt hat');
    const pdf = (await pdfText(confirmation.attachments[0].content)).join(' ').replace(/\s/g, '');
    // Labels and values in two columns, long ones wrapped: compared without spaces.
    for (const line of ['Kontoinhaberin oder Kontoinhaber: Piotr Wąsowski', 'des Kontoinhabers piotr wąsowski', 'Zahlung für (Mitglied) Zofia Wąsowska-Müller']) {
      expect(pdf).toContain(line.replace(/\s/g, ''));
    }
    // The first debit's notice goes to the member, naming the holder it is to be passed on to.
    const notice = mails.find((mail) => mail.subject.startsWith('Vorabankündigung'))!;
    expect(notice.text).toContain('Das Konto gehört Piotr Wąsowski.');
  });

  it('starts after the withdrawal period without an early start, and writes in English', async () => {
    setClock(() => new Date('2026-01-31T12:00:00Z'));
    const body = membershipBody({ plan: 'employment-protection', language: 'en', consent: { early_start: false } });
    const result = await takeOut(body);
    expect(result.status).toBe(201);
    // The 14th day, 14 February 2026, is a Saturday: the period ends Monday 16 February (§ 193 BGB).
    expect(result.body.membership).toMatchObject({ starts_on: '2026-02-17', minimum_term_ends_on: '2027-02-16', monthly_price_cents: 100 });
    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, body.customer.email);
    expect(mail.subject).toBe('Your membership: Employment protection plan');
    expect(mail.attachments[0].fileName).toBe(`Confirmation-${result.body.membership.mandate_reference}.pdf`);
  });

  it('takes out one membership for a repeated request, and refuses the key with another order', async () => {
    const body = membershipBody();
    const [first, second] = await Promise.all([takeOut(body), takeOut(body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.membership.mandate_reference).toBe(second.body.membership.mandate_reference);
    const third = await takeOut(body);
    expect(third).toMatchObject({ status: 200, body: { created: false } });
    await backgroundWorkSettled();
    // One confirmation; once the address is proven, the start and one pre-notification of the first debit.
    expect((await outboxMails(server.mailDir, body.customer.email)).map((mail) => mail.subject.split(':')[0])).toEqual(['Ihre Mitgliedschaft']);
    await proveAddressOf(server, body.customer.email);
    await backgroundWorkSettled();
    expect((await outboxMails(server.mailDir, body.customer.email)).map((mail) => mail.subject.split(':')[0])).toEqual(['Ihre Mitgliedschaft', 'Ihre Mitgliedschaft hat begonnen', 'Vorabankündigung']);
    const tampered = await takeOut({ ...body, iban: 'DE02120300000000202051' });
    expect(tampered.status).toBe(422);
    expect(tampered.body.errors).toEqual([expect.objectContaining({ path: 'idempotency_key', code: 'idempotency_key_reused' })]);
  });

  it('refuses a wrong IBAN, an unknown German sort code, a name that does not match and missing consents', async () => {
    expect(await refused(membershipBody({ iban: 'DE89370400440532013001' }))).toEqual([expect.objectContaining({ path: 'iban', code: 'iban_wrong_check_digits' })]);
    expect(await refused(membershipBody({ iban: germanIban('99999999') }))).toEqual([expect.objectContaining({ path: 'iban', code: 'iban_unknown_bank' })]);
    expect(await refused(membershipBody({ iban: 'US12345' }))).toEqual([expect.objectContaining({ path: 'iban' })]);
    // A mandate over somebody else's account is the holder's: without their own signature, none.
    expect(await refused(membershipBody({ account_holder: 'Erika Mustermann' }))).toEqual([expect.objectContaining({ path: 'consent.holder_typed_name', code: 'required' })]);
    expect(await refused(membershipBody({ account_holder: 'Erika Mustermann', consent: { holder_typed_name: 'Zofia Wąsowska-Müller' } }))).toEqual([
      expect.objectContaining({ path: 'consent.holder_typed_name', code: 'does_not_match' }),
    ]);
    const errors = await refused(membershipBody({ consent: { typed_name: 'Someone Else', sepa_mandate_accepted: false } }));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'consent.sepa_mandate_accepted', code: 'required' }),
        expect.objectContaining({ path: 'consent.typed_name', code: 'does_not_match' }),
      ]),
    );
  });

  it('refuses a forged plan or tariff and an outdated contract text', async () => {
    expect(await refused(membershipBody({ plan: 'car-insurance' }))).toEqual([expect.objectContaining({ path: 'plan', code: 'invalid_choice' })]);
    expect(await refused(membershipBody({ tariff: 'platinum' }))).toEqual([expect.objectContaining({ path: 'tariff', code: 'invalid_choice', params: { allowed: 'basic' } })]);
    expect(await refused(membershipBody({ consent: { text_version: '2019-1' } }))).toEqual([expect.objectContaining({ path: 'consent.text_version', code: 'unknown_text_version' })]);
    expect(await refused(membershipBody({ monthly_price_cents: 1 }))).toEqual([expect.objectContaining({ code: 'unknown_field' })]);
  });

  it('refuses every membership with 503 while no SEPA creditor is configured', async () => {
    delete process.env.SEPA_CREDITOR_ID;
    try {
      const errors = await refused(membershipBody(), 503);
      expect(errors).toEqual([expect.objectContaining({ code: 'memberships_unavailable' })]);
      expect((await answer(await server.request('/api/memberships/plans'))).body.creditor).toBeNull();
    } finally {
      process.env.SEPA_CREDITOR_ID = creditorId;
    }
  });
});

describe('cancelling a membership', () => {
  const cancellation = (overrides: Record<string, unknown>) => ({
    name: 'Zofia Wąsowska-Müller',
    kind: 'ordinary',
    language: 'de',
    idempotency_key: randomBytes(16).toString('hex'),
    ...overrides,
  });

  it('ends it by the notice and the initial term, confirms content, date and time by e-mail, and answers a repeat with the first receipt', async () => {
    setClock(() => new Date('2026-03-15T10:30:00Z'));
    const body = membershipBody();
    const { mandate_reference: reference } = (await takeOutProven(body)).body.membership;
    await backgroundWorkSettled();
    setClock(() => new Date('2026-05-04T13:07:00Z'));
    const first = cancellation({ email: body.customer.email.toUpperCase(), mandate_reference: reference.toLowerCase() });
    const result = await cancel(first);
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      created: true,
      cancellation: {
        receipt_number: expect.stringMatching(/^E-2026-/),
        kind: 'ordinary',
        requested_end: null,
        plan: 'tenant-protection',
        ends_on: '2027-03-14',
        already_ended: false,
        received_at: '2026-05-04T13:07:00.000Z',
        withdrawal_until: null,
      },
    });
    setClock(() => new Date('2026-06-01T08:00:00Z'));
    const again = await cancel(first);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, cancellation: { receipt_number: result.body.cancellation.receipt_number, ends_on: '2027-03-14', received_at: '2026-05-04T13:07:00.000Z' } });
    // Another cancellation later: the first stands, and the receipt says so.
    const later = await cancel(cancellation({ email: body.customer.email, mandate_reference: reference, kind: 'extraordinary', reason: 'Umzug' }));
    expect(later.body.cancellation).toMatchObject({ ends_on: '2027-03-14', already_ended: true });

    await backgroundWorkSettled();
    const mails = await outboxMails(server.mailDir, body.customer.email);
    const receipts = mails.filter((mail) => mail.subject.startsWith('Eingangsbestätigung Ihrer Kündigung'));
    expect(receipts).toHaveLength(2);
    expect(receipts[0].text).toContain('am 04.05.2026 um 15:07 Uhr bei uns eingegangen');
    expect(receipts[0].text).toContain(`ordentliche Kündigung des Vertrags ${reference.toLowerCase()} zum nächstmöglichen Zeitpunkt`);
    expect(receipts[0].text).toContain('endet mit Ablauf des 14.03.2027');
    expect(receipts[1].text).toContain('es gilt die frühere Erklärung');
  });

  it('ends on the day asked for when that is later, and at the earliest possible date when it is earlier', async () => {
    setClock(() => new Date('2026-03-15T10:30:00Z'));
    const body = membershipBody();
    const { mandate_reference: reference } = (await takeOutProven(body)).body.membership;
    setClock(() => new Date('2026-05-04T13:07:00Z'));
    const early = await cancel(cancellation({ email: body.customer.email, mandate_reference: reference, requested_end: '2026-06-30' }));
    expect(early.body.cancellation).toMatchObject({ requested_end: '2026-06-30', ends_on: '2027-03-14' });
    const other = membershipBody();
    setClock(() => new Date('2026-03-15T10:30:00Z'));
    const { mandate_reference: otherReference } = (await takeOutProven(other)).body.membership;
    setClock(() => new Date('2026-05-04T13:07:00Z'));
    const late = await cancel(cancellation({ email: other.customer.email, mandate_reference: otherReference, requested_end: '2027-06-30' }));
    expect(late.body.cancellation).toMatchObject({ requested_end: '2027-06-30', ends_on: '2027-06-30' });
    const past = await cancel(cancellation({ email: other.customer.email, mandate_reference: otherReference, requested_end: '2026-05-03' }));
    expect(past.body.errors).toEqual([expect.objectContaining({ path: 'requested_end', code: 'too_early' })]);
    await backgroundWorkSettled();
    const [receipt] = (await outboxMails(server.mailDir, body.customer.email)).filter((mail) => mail.subject.startsWith('Eingangsbestätigung'));
    expect(receipt.text).toContain('Zum 30.06.2026 lässt sich die Mitgliedschaft nach ihren Bedingungen nicht beenden');
  });

  it('ends an extraordinary cancellation the day it arrives, with the reason it needs', async () => {
    const body = membershipBody({ language: 'en' });
    const { mandate_reference: reference } = (await takeOutProven(body)).body.membership;
    const withoutReason = await cancel(cancellation({ email: body.customer.email, mandate_reference: reference, kind: 'extraordinary', language: 'en' }));
    expect(withoutReason.body.errors).toEqual([expect.objectContaining({ path: 'reason', code: 'required' })]);
    setClock(() => new Date('2026-07-10T09:00:00Z'));
    const result = await cancel(cancellation({ email: body.customer.email, mandate_reference: reference, kind: 'extraordinary', reason: 'The hotline never answered.', language: 'en' }));
    expect(result.body.cancellation).toMatchObject({ kind: 'extraordinary', ends_on: '2026-07-10' });
  });

  it('records and receipts a cancellation for another e-mail address or an unknown reference, changing no membership (never a 404)', async () => {
    const body = membershipBody();
    const { mandate_reference: reference } = (await takeOutProven(body)).body.membership;
    const stranger = uniqueEmail('fremd');
    const wrongEmail = await cancel(cancellation({ email: stranger, mandate_reference: reference }));
    expect(wrongEmail.status).toBe(201);
    expect(wrongEmail.body.cancellation).toMatchObject({ plan: null, ends_on: null, receipt_number: expect.stringMatching(/^E-/) });
    const unknown = await cancel(cancellation({ email: body.customer.email, mandate_reference: 'meine Mitgliedschaft vom März' }));
    expect(unknown.status).toBe(201);
    const [row] = await (await getDatabase()).select().from(memberships).where(eq(memberships.mandateReference, reference));
    expect(row).toMatchObject({ status: 'active', cancelledAt: null });
    const declarations = await (await getDatabase()).select().from(contractDeclarations).where(eq(contractDeclarations.kind, 'cancellation'));
    expect(declarations.filter((declaration) => declaration.state === 'unmatched').map((declaration) => declaration.contractReference)).toEqual(
      expect.arrayContaining([reference, 'meine Mitgliedschaft vom März']),
    );
    await backgroundWorkSettled();
    const [receipt] = await outboxMails(server.mailDir, stranger);
    expect(receipt.subject).toMatch(/^Eingangsbestätigung Ihrer Kündigung \(E-/);
    expect(receipt.text).toContain('Wir konnten sie noch keiner Mitgliedschaft zuordnen und tun das von Hand');
  });
});
