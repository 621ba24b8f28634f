import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { backgroundWorkSettled } from '@/server/background-work';
import { setClock } from '@/server/clock';
import { reset } from '@/server/rate-limits/rate-limiter';
import { orderConfirmationPdf } from '@/server/commissioning/confirmation/confirmation-pdf';
import { orderConfirmations, orders } from '@/server/db/tables/orders';
import { cases } from '@/server/db/tables/cases';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { type CliIo, exitCodes, runCli } from '../../scripts/cases/cli';
import { pdfText } from '../support/pdf-text';
import { answer, confirmedAccount, sessionOf, setUpAccountTests, uniqueEmail } from './support/accounts';
import { backofficeHeaders, backofficeKey, engineHeaders, openCase } from './support/cases';
import { orderDismissal as orderDismissalOn } from './support/orders';
import { testServerForFile } from './support/test-server';

// The order's checks, its confirmation PDF and the uploads take seconds on a busy 2-core machine.
jest.setTimeout(60_000);
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';

// The real rendering, watched: a confirmation is rendered once per order, however often it is asked for.
jest.mock('@/server/commissioning/confirmation/confirmation-pdf', () => {
  const actual = jest.requireActual('@/server/commissioning/confirmation/confirmation-pdf');
  return { ...actual, orderConfirmationPdf: jest.fn(actual.orderConfirmationPdf) };
});

const server = testServerForFile();
setUpAccountTests();

const orderDismissal = (options: Parameters<typeof orderDismissalOn>[1] = {}) => orderDismissalOn(server, options);

const get = (path: string, headers: Record<string, string> = {}) => server.request(path, { headers });

function expectAttachment(response: Response, mediaType: string, fileName: RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(mediaType);
  expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/^attachment; /);
  expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(fileName);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
}

describe('the back office reads an order', () => {
  it('shows the answers with their labels in the case\'s language, the mandate record and the documents', async () => {
    const ordered = await orderDismissal({ language: 'en' });
    const shown = await answer(await get(`/api/backoffice/cases/${ordered.case.reference_number}`, backofficeHeaders));
    expect(shown.status).toBe(200);
    const { order, documents } = shown.body;
    // Each answer as stored and in the words the summary and the confirmation PDF use.
    expect(order.answers).toContainEqual({ question: 'letter-received', label: 'Dismissal letter received on', type: 'day', value: '2026-03-02', value_label: null, unit: null, text: '2 March 2026', documents: [] });
    expect(order.answers).toContainEqual({ question: 'company-size', label: 'Staff in the establishment', type: 'choice', value: 'more-than-10', value_label: 'more than 10', unit: null, text: 'more than 10', documents: [] });
    expect(order.answers).toContainEqual(expect.objectContaining({ question: 'salary', type: 'amount', value: 3850.5, value_label: null, unit: 'EUR', text: '€3,850.50' }));
    expect(order.answers).toContainEqual(expect.objectContaining({ question: 'notice-period-end', value: null, text: null }));
    expect(order.answers).toContainEqual(expect.objectContaining({ question: 'dismissal-letter', type: 'document', value: null, documents: [ordered.letter.id], text: 'Kündigung März.pdf' }));
    expect(order.mandate).toEqual({
      text_version: currentContractTextVersion,
      customer_name: 'Łukasz Brzęczyszczykiewicz',
      typed_name: 'Łukasz Brzęczyszczykiewicz',
      signed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ip: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (Test) Firefox/140.0',
      early_start: true,
    });
    expect(order.confirmation_file_name).toBe(`Order-confirmation-${ordered.case.reference_number}.pdf`);
    expect(documents).toEqual([
      expect.objectContaining({ id: ordered.letter.id, category: 'dismissal-letter', file_name: 'Kündigung März.pdf', media_type: 'application/pdf', size_bytes: expect.any(Number) }),
      expect.objectContaining({ id: ordered.contract.id, category: 'employment-contract', file_name: 'Vertrag.png', media_type: 'image/png' }),
    ]);
  });

  it('shows no order for a case it opened itself, and lists new cases by status', async () => {
    const opened = await openCase(server, { email: uniqueEmail() });
    const shown = await answer(await get(`/api/backoffice/cases/${opened.reference_number}`, backofficeHeaders));
    expect(shown.body).toMatchObject({ order: null, documents: [] });
    expect((await get(`/api/backoffice/cases/${opened.reference_number}/confirmation`, backofficeHeaders)).status).toBe(404);
    const ordered = await orderDismissal();
    const listed = await answer(await get('/api/backoffice/cases?status=received&product_name=dismissal&limit=100', backofficeHeaders));
    expect(listed.body.cases.map((item: { reference_number: string }) => item.reference_number)).toContain(ordered.case.reference_number);
  });

  it('downloads a document and the confirmation PDF as attachments, only with the key', async () => {
    const ordered = await orderDismissal();
    const reference = ordered.case.reference_number;
    const letter = await get(`/api/backoffice/cases/${reference}/documents/${ordered.letter.id}`, backofficeHeaders);
    expectAttachment(letter, 'application/pdf', /Kündigung März\.pdf/);
    expect(Buffer.from(await letter.arrayBuffer())).toEqual(Buffer.from(ordered.letter.bytes));

    const confirmation = await get(`/api/backoffice/cases/${reference}/confirmation`, backofficeHeaders);
    expectAttachment(confirmation, 'application/pdf', new RegExp(`Auftragsbestaetigung-${reference}\\.pdf`));
    const text = (await pdfText(new Uint8Array(await confirmation.arrayBuffer()))).join('\n');
    expect(text).toContain('Łukasz Brzęczyszczykiewicz');
    expect(text).toContain(reference);
    expect(text).toContain('23.03.2026');

    expect((await get(`/api/backoffice/cases/${reference}/documents/${ordered.letter.id}`)).status).toBe(401);
    expect((await get(`/api/backoffice/cases/${reference}/confirmation`, { Authorization: 'Bearer wrong-key-wrong-key-wrong-key-wrong' })).status).toBe(401);
    expect((await get(`/api/backoffice/cases/${reference}/documents/unknown-document-id`, backofficeHeaders)).status).toBe(404);
    // A document of another case is not this case's.
    const other = await orderDismissal();
    expect((await get(`/api/backoffice/cases/${reference}/documents/${other.letter.id}`, backofficeHeaders)).status).toBe(404);
  });
});

describe('the confirmation states the fee agreed to', () => {
  afterEach(() => {
    delete process.env.PRICE_LIST_FILE;
  });

  const confirmationText = async (reference: string) =>
    (await pdfText(new Uint8Array(await (await get(`/api/backoffice/cases/${reference}/confirmation`, backofficeHeaders)).arrayBuffer()))).join(' ');

  it('keeps the rule of the order time when the price list changes afterwards', async () => {
    const ordered = await orderDismissal();
    expect(await confirmationText(ordered.case.reference_number)).toMatch(/\b30\s?%/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-list-'));
    process.env.PRICE_LIST_FILE = path.join(dir, 'prices.json');
    fs.writeFileSync(process.env.PRICE_LIST_FILE, JSON.stringify({ successFees: { dismissal: { kind: 'share', percent: 25 } } }));
    const later = await orderDismissal();
    expect(await confirmationText(later.case.reference_number)).toMatch(/\b25\s?%/);

    const text = await confirmationText(ordered.case.reference_number);
    expect(text).toMatch(/\b30\s?%/);
    expect(text).not.toMatch(/\b25\s?%/);
    // Two orders and three confirmation PDFs: on a busy 2-core machine more than the file's usual limit.
  }, 120_000);
});

describe('the confirmation is rendered once and kept', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_DOWNLOAD_PER_CLIENT;
  });

  it('renders it for the e-mail and serves every later download from the database, on every door', async () => {
    const ordered = await orderDismissal();
    await backgroundWorkSettled();
    const db = server.database.db;
    const [row] = await db.select({ order: orders }).from(orders).innerJoin(cases, eq(cases.id, orders.caseId)).where(eq(cases.publicId, ordered.case.id));
    expect(await db.select({ textVersion: orderConfirmations.textVersion }).from(orderConfirmations).where(eq(orderConfirmations.orderId, row.order.id))).toEqual([
      { textVersion: row.order.textVersion },
    ]);
    jest.mocked(orderConfirmationPdf).mockClear();
    const downloads = await Promise.all([
      ...Array.from({ length: 6 }, () => get(`/api/cases/${ordered.case.id}/confirmation`)),
      get(`/api/backoffice/cases/${ordered.case.reference_number}/confirmation`, backofficeHeaders),
    ]);
    const bodies = await Promise.all(downloads.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(downloads.map((response) => response.status)).toEqual(Array(7).fill(200));
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(orderConfirmationPdf).not.toHaveBeenCalled();

    // Not kept yet (an order from before it was kept): parallel downloads wait for one rendering.
    await db.delete(orderConfirmations).where(eq(orderConfirmations.orderId, row.order.id));
    const parallel = await Promise.all(Array.from({ length: 6 }, () => get(`/api/cases/${ordered.case.id}/confirmation`)));
    expect(parallel.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(orderConfirmationPdf).toHaveBeenCalledTimes(1);
  });

  it('counts downloads per client and refuses a flood with 429', async () => {
    const ordered = await orderDismissal();
    process.env.RATE_LIMIT_DOWNLOAD_PER_CLIENT = '3/600';
    await reset('download:ip:127.0.0.1');
    for (let n = 0; n < 3; n += 1) expect((await get(`/api/cases/${ordered.case.id}/documents/${ordered.letter.id}`)).status).toBe(200);
    const refused = await get(`/api/cases/${ordered.case.id}/confirmation`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the cases CLI reads an order', () => {
  function terminal() {
    const out: string[] = [];
    const err: string[] = [];
    const written: Record<string, Uint8Array> = {};
    const io: CliIo = {
      env: { APP_URL: server.url, BACKOFFICE_API_KEY: backofficeKey },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readFile: () => '',
      readBytes: () => new Uint8Array(),
      writeFile: (path, content, { overwrite }) => {
        if (!overwrite && path in written) throw Object.assign(new Error('exists'), { code: 'EEXIST', path });
        written[path] = content;
      },
    };
    return { io, out, err, written };
  }

  it('shows the answers, the consent and the documents, and saves a document and the confirmation', async () => {
    const ordered = await orderDismissal();
    const reference = ordered.case.reference_number;
    const t = terminal();
    expect(await runCli(['show', reference], t.io)).toBe(exitCodes.ok);
    const shown = t.out.join('\n');
    expect(shown).toMatch(/Kündigungsschreiben erhalten am\s+02\.03\.2026/);
    expect(shown).toMatch(/Beschäftigte im Betrieb\s+mehr als 10 \(more-than-10\)/);
    expect(shown).toMatch(/Typed name\s+Łukasz Brzęczyszczykiewicz/);
    expect(shown).toMatch(/IP address\s+127\.0\.0\.1/);
    expect(shown).toContain(`${ordered.letter.id}  dismissal-letter`);

    // With what the CLI printed, so that a failure says why.
    expect({ exit: await runCli(['download', reference, ordered.letter.id], t.io), err: t.err }).toEqual({ exit: exitCodes.ok, err: [] });
    expect(Buffer.from(t.written['Kündigung März.pdf'])).toEqual(Buffer.from(ordered.letter.bytes));
    expect(await runCli(['download', reference, ordered.letter.id], t.io)).toBe(exitCodes.usage);
    expect(t.err.join('\n')).toMatch(/exists already/);
    expect(await runCli(['download', reference, 'mandate', '--out', 'mandate.pdf'], t.io)).toBe(exitCodes.ok);
    expect(Buffer.from(t.written['mandate.pdf'].slice(0, 5)).toString()).toBe('%PDF-');
    expect(await runCli(['download', reference, 'no-such-document'], t.io)).toBe(exitCodes.refused);
  });
});

describe("the customer's documents", () => {
  it('are listed and downloaded with the case status link', async () => {
    const ordered = await orderDismissal();
    const listed = await answer(await get(`/api/cases/${ordered.case.id}/documents`));
    expect(listed.status).toBe(200);
    expect(listed.body.documents.map((document: { id: string }) => document.id)).toEqual([ordered.letter.id, ordered.contract.id]);
    expect(listed.body.confirmation).toEqual({ file_name: `Auftragsbestaetigung-${ordered.case.reference_number}.pdf` });
    expectAttachment(await get(`/api/cases/${ordered.case.id}/documents/${ordered.contract.id}`), 'image/png', /Vertrag\.png/);
    expectAttachment(await get(`/api/cases/${ordered.case.id}/confirmation`), 'application/pdf', /Auftragsbestaetigung/);
    expect((await get(`/api/cases/${'x'.repeat(43)}/documents`)).status).toBe(404);
    expect((await get(`/api/cases/${ordered.case.id}/documents/unknown`)).status).toBe(404);
  });

  it('are the signed-in owner\'s, and another account gets 404', async () => {
    const email = await confirmedAccount(server, uniqueEmail('gekuendigt'));
    const ordered = await orderDismissal({ email });
    const owner = await sessionOf(server, email);
    const listed = await answer(await get(`/api/v1/me/cases/${ordered.case.id}/documents`, owner));
    expect(listed.status).toBe(200);
    expect(listed.body.documents).toHaveLength(2);
    expectAttachment(await get(`/api/v1/me/cases/${ordered.case.id}/documents/${ordered.letter.id}`, owner), 'application/pdf', /Kündigung/);
    expectAttachment(await get(`/api/v1/me/cases/${ordered.case.id}/confirmation`, owner), 'application/pdf', /Auftragsbestaetigung/);

    const stranger = await sessionOf(server, await confirmedAccount(server));
    expect((await get(`/api/v1/me/cases/${ordered.case.id}/documents`, stranger)).status).toBe(404);
    expect((await get(`/api/v1/me/cases/${ordered.case.id}/documents/${ordered.letter.id}`, stranger)).status).toBe(404);
    expect((await get(`/api/v1/me/cases/${ordered.case.id}/confirmation`, stranger)).status).toBe(404);
    expect((await get(`/api/v1/me/cases/${ordered.case.id}/documents`)).status).toBe(401);
  });
});

describe('the dismissal deadline', () => {
  it('comes with the case on the dashboard and the status page, counted from today in Germany', async () => {
    const email = await confirmedAccount(server, uniqueEmail('frist'));
    // Received Monday 2 March 2026: the deadline is Monday 23 March 2026.
    setClock(() => new Date('2026-03-10T09:00:00Z'));
    const ordered = await orderDismissal({ email, received: '2026-03-02' });
    // A new session at each time, so none outlives its lifetime while the clock jumps.
    const me = async () => (await answer(await get('/api/v1/me', await sessionOf(server, email)))).body.data.user.overview.requests[0];
    expect((await me()).deadline).toEqual({ day: '2026-03-23', days_left: 13, warning: 'ok' });
    // 23:30 UTC on 20 March is already 21 March in Germany.
    setClock(() => new Date('2026-03-20T23:30:00Z'));
    expect((await me()).deadline).toEqual({ day: '2026-03-23', days_left: 2, warning: 'urgent' });
    setClock(() => new Date('2026-03-24T08:00:00Z'));
    const history = await answer(await get(`/api/request_history.json?id=${ordered.case.id}`, engineHeaders));
    expect(history.body.deadline).toEqual({ day: '2026-03-23', days_left: -1, warning: 'passed' });
  });

  it('is absent for other products and for cases without an order', async () => {
    const email = await confirmedAccount(server, uniqueEmail('ohne-frist'));
    await openCase(server, { email, product_name: 'dismissal' });
    const session = await sessionOf(server, email);
    const [request] = (await answer(await get('/api/v1/me', session))).body.data.user.overview.requests;
    expect(request).not.toHaveProperty('deadline');
  });
});
