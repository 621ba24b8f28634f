import { addDays, dayInGermany, formatDateIn } from '@/basics/calendar';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { composeIBAN } from 'ibantools';
import { backgroundWorkSettled } from '@/server/background-work';
import { cases, caseHistoryEntries } from '@/server/db/tables/cases';
import { initialStatus } from '@/server/cases/statuses';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { orders } from '@/server/db/tables/orders';
import { getDatabase } from '@/server/db/client';
import { listDocuments, storeDocument } from '@/server/documents/stores/document-store';
import { newDraftToken } from '@/server/documents/draft-token';
import { insertDraft } from '@/server/documents/stores/upload-drafts';
import { outboxMails } from '../support/mail-outbox';
import { pdfText } from '../support/pdf-text';
import { accountFeesAnswers, orderCustomer, rentBrakeAnswers } from '../support/order-answers';
import { samplePdf } from '../support/sample-documents';
import { answer, uniqueEmail } from './support/accounts';
import { testServerForFile } from './support/test-server';
import { proveAddressOf } from './support/orders';

// Every order of this file comes from 127.0.0.1; the limit per address is what one test checks.
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
// Each order builds its confirmation PDF and stores documents; on a busy 2-core machine that takes seconds.
jest.setTimeout(30_000);

const server = testServerForFile();

const germanIban = (sortCode: string, account = '0532013000') => composeIBAN({ countryCode: 'DE', bban: `${sortCode}${account}` }) as string;

async function draftWith(...categories: string[]) {
  const { token: draftToken } = await insertDraft(await getDatabase(), new Date(), 3600);
  for (const [n, category] of categories.entries()) {
    await storeDocument({ draftToken }, { category, fileName: `${category}.pdf`, bytes: await samplePdf(`${category} ${n}`) });
  }
  return draftToken;
}

function orderBody(overrides: Record<string, unknown> & { consent?: Record<string, unknown> } = {}) {
  const { consent, ...rest } = overrides;
  return {
    product: 'rent-brake',
    answers: rentBrakeAnswers,
    draft_token: newDraftToken(),
    idempotency_key: randomBytes(16).toString('hex'),
    language: 'de',
    customer: orderCustomer(uniqueEmail('mieterin'), 'Zofia Wąsowska-Müller'),
    consent: { text_version: currentContractTextVersion, typed_name: 'Zofia Wąsowska-Müller', early_start: true, terms_accepted: true, privacy_accepted: true, ...consent },
    calculated_amount: 424.14,
    ...rest,
  };
}

const order = (body: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/commissioning/orders', { method: 'POST', body, headers: { 'User-Agent': 'Mozilla/5.0 (Test) Firefox/140.0', ...headers } }).then(answer);

const caseCount = async () => (await (await getDatabase()).select({ n: count() }).from(cases))[0].n;

/** Sends an order that must be refused with 422, checking that it opened no case and sent no mail; answers its errors. */
async function refused(body: ReturnType<typeof orderBody>) {
  const before = await caseCount();
  const result = await order(body);
  expect(result.status).toBe(422);
  await backgroundWorkSettled();
  expect(await caseCount()).toBe(before);
  expect(await outboxMails(server.mailDir, body.customer.email)).toHaveLength(0);
  return result.body.errors;
}

describe('order funnels', () => {
  it('serves each product\'s funnel in German and English', async () => {
    const de = await answer(await server.request('/api/commissioning/funnels/rent-brake'));
    expect(de.status).toBe(200);
    expect(de.body.funnel).toMatchObject({ product: 'rent-brake', locale: 'de', contract_text_version: currentContractTextVersion });
    const questions = de.body.funnel.steps.flatMap((step: { questions: unknown[] }) => step.questions);
    expect(questions).toContainEqual(expect.objectContaining({ id: 'signed-on', type: 'day', label: 'Tag der Unterschrift unter den Mietvertrag', required: true, not_future: true }));
    expect(questions).toContainEqual(expect.objectContaining({ id: 'move-in', type: 'day', required: false }));
    expect(questions).toContainEqual(expect.objectContaining({ id: 'new-build', type: 'choice', required: true }));
    expect(questions).toContainEqual(expect.objectContaining({ id: 'rental-contract', type: 'document', required: true }));
    const en = await answer(await server.request('/api/commissioning/funnels/dismissal?locale=en'));
    expect(en.body.funnel.steps[0].title).toBe('Your dismissal');
    const sizes = en.body.funnel.steps.flatMap((step: { questions: { id: string }[] }) => step.questions).find((question: { id: string }) => question.id === 'company-size');
    expect(sizes.options.map((option: { label: string }) => option.label)).toEqual(['up to 5', 'more than 5, up to 10', 'more than 10', "I don't know"]);
    // A question asked only after another answer says so.
    const fees = await answer(await server.request('/api/commissioning/funnels/account-fees'));
    const agreedOn = fees.body.funnel.steps.flatMap((step: { questions: { id: string }[] }) => step.questions).find((question: { id: string }) => question.id === 'express-consent-on');
    expect(agreedOn).toMatchObject({ type: 'day', required: true, asked_when: { question: 'express-consent', value: 'yes' } });
  });

  it('knows no funnel for a product that does not exist', async () => {
    expect((await answer(await server.request('/api/commissioning/funnels/lottery'))).status).toBe(404);
    expect((await answer(await server.request('/api/commissioning/funnels/rent-brake?locale=fr'))).body.errors[0]).toMatchObject({ path: 'locale', code: 'unsupported_language' });
  });
});

describe('placing an order', () => {
  it('opens the case with its answers, documents and mandate record, and confirms it by e-mail with the PDF', async () => {
    const draftToken = await draftWith('rental-contract', 'rental-contract');
    const body = orderBody({ draft_token: draftToken });
    const placed = await order(body, { 'X-Forwarded-For': '203.0.113.9' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ created: true, case: { product_name: 'rent-brake', status: initialStatus, reference_number: expect.stringMatching(/^\d{4}-/) } });
    expect(placed.body.case.status_url).toBe(`http://portal.test/case?id=${placed.body.case.public_id}`);

    const db = await getDatabase();
    const [row] = await db.select().from(cases).where(eq(cases.publicId, placed.body.case.public_id));
    expect(row).toMatchObject({ email: body.customer.email, language: 'de', productName: 'rent-brake' });
    const [record] = await db.select().from(orders).where(eq(orders.caseId, row.id));
    expect(record).toMatchObject({
      answers: rentBrakeAnswers,
      customerName: 'Zofia Wąsowska-Müller',
      typedName: 'Zofia Wąsowska-Müller',
      textVersion: currentContractTextVersion,
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Test) Firefox/140.0',
      earlyStart: true,
      calculatedCents: 42414,
    });
    expect(await db.select().from(caseHistoryEntries).where(eq(caseHistoryEntries.caseId, row.id))).toHaveLength(1);
    expect(await listDocuments({ caseId: row.id })).toHaveLength(2);
    expect(await listDocuments({ draftToken })).toHaveLength(0);

    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, body.customer.email);
    expect(mail.subject).toBe(`Ihr Auftrag ${row.referenceNumber}: Mietpreisbremse`);
    // The address is not proven yet: the way to the case goes through the link that proves it.
    expect(mail.links).toEqual(
      expect.arrayContaining([expect.stringMatching(/^http:\/\/portal\.test\/adresse-bestaetigen\?token=[\w-]{43}$/), `http://portal.test/vertrag-widerrufen?reference=${row.referenceNumber}`]),
    );
    expect(mail.links).not.toContain(placed.body.case.status_url);
    expect(mail.text).toContain('Legen Sie hier Ihr Passwort fest');
    // What happens next, as a block of its own: early start was asked for, so at once.
    expect(mail.text).toMatch(/SO GEHT ES WEITER\n- Wir beginnen sofort, wie Sie es wünschen[^\n]*\n- Danach schreiben wir die Gegenseite an/);
    expect(mail.html).toContain('>So geht es weiter</h2>');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: `Auftragsbestaetigung-${row.referenceNumber}.pdf` });
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.content)).join(' ').replace(/[ \n]+/g, ' ');
    expect(text).toContain('Zofia Wąsowska-Müller');
    expect(text).toContain(row.referenceNumber);
    // The claim's facts and the documents, as the summary showed them, and what the mandate needs.
    expect(text).toContain('Karl-Marx-Allee 1');
    expect(text).toContain('Wohnbau GmbH');
    expect(text).toContain('1.234,50\u00a0€');
    expect(text).toContain('Beispielweg 12a, 10178 Berlin');
    expect(text).toContain('DE02 1203 0000 0000 2020 51');
    expect(text).toContain('Informationen zur Inkassodienstleistung (§ 13b RDG)');
  });

  it("makes the account for a new address and mails its set-password link, which confirms the address and opens the case; an address with an account gets the sign-in", async () => {
    const body = orderBody({ draft_token: await draftWith('rental-contract') });
    await order(body);
    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, body.customer.email);
    const link = new URL(mail.links.find((each) => each.includes('first=1'))!);
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/kennwort-zuruecksetzen');
    const headers = { uid: link.searchParams.get('uid')!, client: link.searchParams.get('client_id')!, 'access-token': link.searchParams.get('access-token')! };
    const password = 'mein-erstes-passwort';
    const set = await server.request('/api/v1/users/password', { method: 'PUT', headers, body: { password, password_confirmation: password } });
    expect(set.status).toBe(200);
    // Single-use, like a reset link.
    expect((await server.request('/api/v1/users/password', { method: 'PUT', headers, body: { password, password_confirmation: password } })).status).toBe(401);
    const signedIn = await server.request('/api/v1/users/sign_in', { method: 'POST', body: { user: { email: body.customer.email, password } } });
    expect(signedIn.status).toBe(200);
    const session = { uid: signedIn.headers.get('uid')!, client: signedIn.headers.get('client')!, 'access-token': signedIn.headers.get('access-token')! };
    const me = await answer(await server.request('/api/v1/me', { headers: session }));
    expect(me.body.data.user.overview.requests.map((request: { product_title: string }) => request.product_title)).toEqual(['Mietpreisbremse']);
    expect(me.body.data.user.overview.profile).toMatchObject({ phone: '+49 30 23125 002', address: { street_name: 'Beispielweg', house_number: '12a', postal_code: '10178', city: 'Berlin' } });

    const second = orderBody({ customer: body.customer, draft_token: await draftWith('rental-contract') });
    await order(second);
    await backgroundWorkSettled();
    const mails = await outboxMails(server.mailDir, body.customer.email);
    const latest = mails.filter((each) => each.subject.startsWith('Ihr Auftrag')).at(-1)!;
    expect(latest.text).toContain('Sie haben schon ein Kundenkonto mit dieser E-Mail-Adresse');
    expect(latest.links).toContain('http://portal.test/anmelden');
    expect(latest.links.some((each) => each.includes('first=1'))).toBe(false);
    // Ordered without signing in, the second case waits for its own link before the account shows it.
    const requests = async () => (await answer(await server.request('/api/v1/me', { headers: session }))).body.data.user.overview.requests as unknown[];
    expect(await requests()).toHaveLength(1);
    await proveAddressOf(server, body.customer.email);
    expect(await requests()).toHaveLength(2);
  });

  it('needs the phone, the postal address and, where money is forwarded, a payout account that exists', async () => {
    const body = orderBody({ draft_token: await draftWith('rental-contract') });
    const { phone: _phone, payout_iban: _payout, ...customer } = body.customer;
    const missing = await order({ ...body, customer });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['customer.payout_iban', 'customer.phone']);
    const wrong = await order({ ...body, customer: { ...body.customer, phone: 'ruf mich an', payout_iban: 'DE00 1234 5678 9012 3456 78', address: { ...body.customer.address, postal_code: '1017' } } });
    expect(wrong.body.errors.map((error: { path: string; code: string }) => `${error.path}: ${error.code}`).sort()).toEqual([
      'customer.address.postal_code: invalid_postal_code',
      'customer.payout_iban: iban_wrong_check_digits',
      'customer.phone: invalid_phone',
    ]);
  });

  it('writes to an English customer in English', async () => {
    const body = orderBody({ language: 'en', draft_token: await draftWith('rental-contract'), consent: { early_start: false } });
    const placed = await order(body);
    expect(placed.body.case.status_url).toBe(`http://portal.test/en/case?id=${placed.body.case.public_id}`);
    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, body.customer.email);
    expect(mail.subject).toBe(`Your order ${placed.body.case.reference_number}: Rent brake`);
    expect(mail.attachments[0].fileName).toBe(`Order-confirmation-${placed.body.case.reference_number}.pdf`);
    // Without early start, work begins once the 14-day withdrawal period is over.
    const earliest = formatDateIn('en', addDays(dayInGermany(new Date()), 15));
    expect(mail.text).toContain(`WHAT HAPPENS NEXT\n- We start on ${earliest} at the earliest, once your 14-day withdrawal period has ended`);
  });

  it('answers a repeated request with the same case, and sends one e-mail', async () => {
    const body = orderBody({ draft_token: await draftWith('rental-contract') });
    const first = await order(body);
    const again = await order(body);
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 200, body: { ...first.body, created: false } });
    await backgroundWorkSettled();
    expect(await outboxMails(server.mailDir, body.customer.email)).toHaveLength(1);
  });

  it('opens one case for a double submit sent in parallel', async () => {
    const body = orderBody({ draft_token: await draftWith('rental-contract') });
    const before = await caseCount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => order(body)));
    expect(answers.map((each) => each.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((each) => each.body.case.public_id)).size).toBe(1);
    expect(await caseCount()).toBe(before + 1);
    await backgroundWorkSettled();
    expect(await outboxMails(server.mailDir, body.customer.email)).toHaveLength(1);
  });

  it('refuses the same key sent again with another order', async () => {
    const body = orderBody({ draft_token: await draftWith('rental-contract') });
    await order(body);
    const tampered = await order({ ...body, answers: { ...rentBrakeAnswers, rent: 999 } });
    expect(tampered).toEqual({ status: 422, body: { status: 'failure', errors: [{ path: 'idempotency_key', code: 'idempotency_key_reused', params: {} }] } });
  });

  it('scopes the key by the draft: the same key with another draft is another order', async () => {
    const key = randomBytes(16).toString('hex');
    const one = await order(orderBody({ idempotency_key: key, draft_token: await draftWith('rental-contract') }));
    const two = await order(orderBody({ idempotency_key: key, draft_token: await draftWith('rental-contract') }));
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.case.public_id).not.toBe(two.body.case.public_id);
  });
});

describe('bad orders create nothing and send nothing', () => {
  it('refuses a forged product', async () => {
    expect(await refused(orderBody({ product: 'lottery' }))).toContainEqual(expect.objectContaining({ path: 'product', code: 'unknown_product' }));
  });

  it('refuses wrong answers, naming each, and keeps the uploads in the draft', async () => {
    const draftToken = await draftWith('rental-contract');
    const errors = await refused(orderBody({ draft_token: draftToken, answers: { ...rentBrakeAnswers, rent: -5, 'postal-code': '1017', 'move-in': '2031-02-30', lottery: 'yes' } }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'answers', code: 'unknown_field', params: { fields: 'lottery' } },
        { path: 'answers.rent', code: 'too_small', params: { min: 1 } },
        { path: 'answers.postal-code', code: 'invalid_postal_code', params: {} },
        { path: 'answers.move-in', code: 'invalid_date', params: {} },
      ]),
    );
    expect(await listDocuments({ draftToken })).toHaveLength(1);
  });

  it('refuses an order without the required document', async () => {
    expect(await refused(orderBody({ draft_token: await draftWith('landlord-letter') }))).toEqual([{ path: 'answers.rental-contract', code: 'required', params: {} }]);
  });

  it('refuses consent that was not given as required', async () => {
    const errors = await refused(
      orderBody({ draft_token: await draftWith('rental-contract'), consent: { text_version: '1999-1', typed_name: 'Jemand Anders', terms_accepted: false, privacy_accepted: 'yes' } }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'consent.terms_accepted', code: 'required' }),
        expect.objectContaining({ path: 'consent.privacy_accepted', code: 'invalid_type' }),
      ]),
    );
    expect(await refused(orderBody({ draft_token: await draftWith('rental-contract'), consent: { typed_name: 'Jemand Anders' } }))).toEqual([
      { path: 'consent.typed_name', code: 'does_not_match', params: {} },
    ]);
  });

  it('refuses contract texts other than those orders are taken on now', async () => {
    expect(await refused(orderBody({ draft_token: await draftWith('rental-contract'), consent: { text_version: '1999-1' } }))).toEqual([
      { path: 'consent.text_version', code: 'unknown_text_version', params: {} },
    ]);
  });

  it('takes a calculator figure only up to what the fee rules compute, so that the confirmation always renders', async () => {
    const [error] = await refused(orderBody({ draft_token: await draftWith('rental-contract'), calculated_amount: 1_000_000.01 }));
    expect(error).toMatchObject({ path: 'calculated_amount' });
    const body = orderBody({ draft_token: await draftWith('rental-contract'), calculated_amount: 1_000_000 });
    expect((await order(body)).status).toBe(201);
    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, body.customer.email);
    expect((await pdfText(mail.attachments[0].content)).join(' ')).toMatch(/Ersparnis von 1\.000\.000\s€/);
  });

  it('accepts the typed name with other capitals and spaces', async () => {
    const placed = await order(orderBody({ draft_token: await draftWith('rental-contract'), consent: { typed_name: '  zofia  wąsowska-müller ' } }));
    expect(placed.status).toBe(201);
  });
});

describe('account fees', () => {
  const accountFees = (iban: string) =>
    orderBody({ product: 'account-fees', answers: { ...accountFeesAnswers, iban } });

  it('takes a German IBAN at a bank that can be processed, and stores it in its electronic form', async () => {
    const placed = await order(accountFees('de89 3704 0044 0532 0130 00'));
    expect(placed.status).toBe(201);
    const [record] = await (await getDatabase()).select().from(orders).innerJoin(cases, eq(cases.id, orders.caseId)).where(eq(cases.publicId, placed.body.case.public_id));
    expect(record.orders.answers.iban).toBe('DE89370400440532013000');
    // Confirmed by mail with the next steps, as every order.
    await backgroundWorkSettled();
    const [mail] = await outboxMails(server.mailDir, record.cases.email);
    expect(mail.text).toContain('Danach fordern wir die Gebühren von Ihrer Bank zurück.');
  });

  it.each([
    ['an invalid IBAN', 'DE89 3704 0044 0532 0130 01', { path: 'answers.iban', code: 'iban_wrong_check_digits', params: {} }],
    ['a foreign IBAN', 'AT61 1904 3002 3457 3201', { path: 'answers.iban', code: 'iban_country_not_accepted', params: {} }],
    ['an IBAN of no German bank', germanIban('99999999'), { path: 'answers.iban', code: 'iban_unknown_bank', params: {} }],
    ['an IBAN at a bank that cannot be processed', germanIban('12016836'), { path: 'answers.iban', code: 'bank_unprocessable', params: { bank: 'KfW' } }],
  ])('refuses %s', async (_case, iban, error) => {
    expect(await refused(accountFees(iban))).toEqual([error]);
  });

  it('buys no claim without fees raised without consent, nor one whose debits have all lapsed (BGH XI ZR 45/24)', async () => {
    const sale = (answers: Record<string, unknown>) => orderBody({ product: 'account-fees', answers: { ...accountFeesAnswers, ...answers } });
    expect(await refused(sale({ 'fees-changed': 'no' }))).toEqual([{ path: 'answers.fees-changed', code: 'no_unconsented_change', params: {} }]);
    // Agreed expressly in 2020: every unagreed debit is older than the last three years.
    expect(await refused(sale({ 'express-consent': 'yes', 'express-consent-on': '2020-06-01' }))).toEqual([
      { path: 'answers.express-consent-on', code: 'time_barred', params: { firstYear: String(new Date().getFullYear() - 3) } },
    ]);
  });
});

describe('rate limit', () => {
  afterEach(async () => {
    delete process.env.RATE_LIMIT_ORDER_PER_EMAIL;
    await backgroundWorkSettled();
  });

  it('stops a flood of orders for one e-mail address with 429 and Retry-After', async () => {
    process.env.RATE_LIMIT_ORDER_PER_EMAIL = '2/3600';
    const email = uniqueEmail('flut');
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await order(orderBody({ product: 'account-fees', answers: accountFeesAnswers, customer: orderCustomer(email, 'Kim Berger', { payout: false }), consent: { typed_name: 'Kim Berger' } }))).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
