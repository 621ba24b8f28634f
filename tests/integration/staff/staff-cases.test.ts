import { createHash } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import { addDays, dayInGermany } from '@/basics/calendar';
import { dismissalClaimDeadline } from '@/domain/deadlines/dismissal-claim-deadline';
import { cases } from '@/server/db/tables/cases';
import { fillMissingDeadlineDays } from '@/server/cases/stores/deadline-backfill';
import { staffAuditLog } from '@/server/db/tables/staff';
import { xssPayloads } from '../../fixtures/xss-payloads';
import { executableParts } from '../../support/executable-html';
import { samplePdf } from '../../support/sample-documents';
import { answer, confirmedAccount, failure, mailsTo, sessionOf, setUpAccountTests, uniqueEmail } from '../support/accounts';
import { openCase } from '../support/cases';
import { orderDismissal } from '../support/orders';
import { testServerForFile } from '../support/test-server';
import { post, signedInAdmin, signedInCaseworker } from '../support/staff';

/** How the audit log keeps a text: its digest. */
const sha256 = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`;

const server = testServerForFile();
setUpAccountTests();

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let caseworker: Awaited<ReturnType<typeof signedInCaseworker>>;

beforeAll(async () => {
  admin = await signedInAdmin(server);
  caseworker = await signedInCaseworker(server, admin.cookie);
});

const as = (cookie: string) => ({ Cookie: cookie });
const get = (path: string, cookie: string) => server.request(path, { headers: as(cookie) });
const inbox = async (cookie: string, query = '') => {
  const { status, body } = await answer(await get(`/api/staff/cases${query}`, cookie));
  expect(status).toBe(200);
  return body as { cases: { reference_number: string; status: string; customer_name: string | null; assignee: { id: number; name: string } | null; deadline?: { day: string; days_left: number }; awaiting_answer: boolean }[]; page: number; pages: number; total: number };
};
const show = async (reference: string, cookie = caseworker.cookie) => answer(await get(`/api/staff/cases/${reference}`, cookie));
const auditRows = async () => server.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id));
const auditCount = async () => (await server.database.db.select({ n: count() }).from(staffAuditLog))[0].n;
const daysAgo = (days: number) => addDays(dayInGermany(new Date()), -days);

/** A customer who ordered a dismissal check three days ago and has a confirmed account, signed in. */
async function orderedWithAccount(name: string) {
  const email = uniqueEmail(name);
  const ordered = await orderDismissal(server, { email, received: daysAgo(3) });
  await confirmedAccount(server, email);
  return { ordered, reference: ordered.case.reference_number, customer: await sessionOf(server, email) };
}

describe('the inbox', () => {
  // The first test of the file: the database holds only its cases.
  it('lists new cases first, then open cases by their next deadline, then the newest', async () => {
    const later = await orderDismissal(server, { received: daysAgo(2) });
    const sooner = await orderDismissal(server, { received: daysAgo(15) });
    const rent = await openCase(server, { email: uniqueEmail('miete'), status: 'in_review' }, { notify: false });
    const closed = await orderDismissal(server, { received: daysAgo(18) });
    const fresh = await openCase(server, { email: uniqueEmail('neu') }, { notify: false });
    for (const reference of [later.case.reference_number, sooner.case.reference_number, closed.case.reference_number]) {
      const status = reference === closed.case.reference_number ? 'successful' : 'in_review';
      expect((await post(server, `/api/staff/cases/${reference}/status`, { status }, as(caseworker.cookie))).status).toBe(200);
    }
    const listed = await inbox(caseworker.cookie);
    // Closed and rent-brake have no deadline that counts: the newer first.
    expect(listed.cases.map((item) => item.reference_number)).toEqual([
      fresh.reference_number,
      sooner.case.reference_number,
      later.case.reference_number,
      closed.case.reference_number,
      rent.reference_number,
    ]);
    const soonerListed = listed.cases.find((item) => item.reference_number === sooner.case.reference_number);
    expect(soonerListed?.deadline?.day).toBe(dismissalClaimDeadline(daysAgo(15)).deadline);
    expect(soonerListed?.customer_name).toBe('Łukasz Brzęczyszczykiewicz');
    // The deadline is stored with the case when it is ordered.
    const stored = await server.database.db.select({ reference: cases.referenceNumber, day: cases.deadlineDay }).from(cases);
    expect(stored.find((row) => row.reference === later.case.reference_number)?.day).toBe(dismissalClaimDeadline(daysAgo(2)).deadline);
    expect(stored.find((row) => row.reference === rent.reference_number)?.day).toBeNull();
    // Cases ordered before the day was kept get it when the database is prepared.
    await server.database.db.update(cases).set({ deadlineDay: null });
    expect(await fillMissingDeadlineDays(server.database.db)).toBe(3);
    expect(await fillMissingDeadlineDays(server.database.db)).toBe(0);
    expect((await inbox(caseworker.cookie)).cases.map((item) => item.deadline?.day ?? null)).toEqual(listed.cases.map((item) => item.deadline?.day ?? null));
  });

  it('filters by product, status and assignee, searches reference, name and e-mail, and pages by 50', async () => {
    const email = uniqueEmail('suche');
    const ordered = await orderDismissal(server, { email, received: daysAgo(3) });
    const reference = ordered.case.reference_number;
    expect((await inbox(caseworker.cookie, `?q=${encodeURIComponent(reference.toLowerCase().replace(/-/g, ' '))}`)).cases.map((item) => item.reference_number)).toEqual([reference]);
    expect((await inbox(caseworker.cookie, `?q=${encodeURIComponent(email.split('@')[0].toUpperCase())}`)).cases.map((item) => item.reference_number)).toEqual([reference]);
    expect((await inbox(caseworker.cookie, `?q=${encodeURIComponent('brzęczy')}`)).cases.length).toBeGreaterThanOrEqual(1);
    expect((await inbox(caseworker.cookie, '?q=%25')).total).toBe(0);

    expect((await inbox(caseworker.cookie, '?product_name=rent-brake')).cases.every((item) => item.reference_number !== reference)).toBe(true);
    expect((await inbox(caseworker.cookie, '?product_name=dismissal&status=received')).cases.map((item) => item.reference_number)).toContain(reference);

    await post(server, `/api/staff/cases/${reference}/assignment`, { assignee_id: caseworker.id }, as(caseworker.cookie));
    expect((await inbox(caseworker.cookie, '?assignee=me')).cases.map((item) => item.reference_number)).toEqual([reference]);
    expect((await inbox(admin.cookie, `?assignee=${caseworker.id}`)).cases.map((item) => item.reference_number)).toEqual([reference]);
    expect((await inbox(admin.cookie, '?assignee=me')).cases).toEqual([]);
    expect((await inbox(admin.cookie, '?assignee=nobody')).cases.map((item) => item.reference_number)).not.toContain(reference);

    for (let index = 0; index < 50; index += 1) await openCase(server, { email: uniqueEmail('seite'), product_name: 'deposit' }, { notify: false });
    const first = await inbox(caseworker.cookie, '?product_name=deposit');
    expect(first).toMatchObject({ page: 1, pages: 1, total: 50 });
    expect(first.cases).toHaveLength(50);
    await openCase(server, { email: uniqueEmail('seite'), product_name: 'deposit' }, { notify: false });
    const second = await inbox(caseworker.cookie, '?product_name=deposit&page=2');
    expect(second).toMatchObject({ page: 2, pages: 2, total: 51 });
    expect(second.cases).toHaveLength(1);
  });

  it('refuses unknown filters with translated codes', async () => {
    const refused = await answer(await get('/api/staff/cases?status=lost&product_name=lottery&assignee=everyone&unanswered=yes&page=0&colour=red', caseworker.cookie));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((error: { code: string; path: string }) => `${error.path}:${error.code}`).sort()).toEqual(
      ['assignee:invalid_choice', 'null:unknown_field', 'page:too_small', 'product_name:unknown_product', 'status:unknown_status', 'unanswered:invalid_choice'].sort(),
    );
  });

  it("marks a case whose customer's message waits for an answer, and lists those alone on request", async () => {
    const { ordered, reference, customer } = await orderedWithAccount('schreibt');
    const awaiting = async () => (await inbox(caseworker.cookie, `?q=${reference}`)).cases[0].awaiting_answer;
    const unansweredReferences = async () => (await inbox(caseworker.cookie, '?unanswered=1')).cases.map((item) => item.reference_number);
    expect(await awaiting()).toBe(false);

    const written = await server.request(`/api/v1/me/cases/${ordered.case.id}/messages`, { method: 'POST', headers: customer, body: { message: { text: 'Haben Sie schon etwas gehört?' } } });
    expect(written.status).toBe(201);
    expect(await awaiting()).toBe(true);
    expect(await unansweredReferences()).toEqual([reference]);

    expect((await post(server, `/api/staff/cases/${reference}/messages`, { message: { text: '<p>Noch nicht.</p>' }, notify: false }, as(caseworker.cookie))).status).toBe(201);
    expect(await awaiting()).toBe(false);
    expect(await unansweredReferences()).toEqual([]);
  });

  it("tells the case's caseworker of a customer's message by mail, or the team mailbox while nobody has the case", async () => {
    const { ordered, reference, customer } = await orderedWithAccount('fragt');
    const write = async (text: string) =>
      expect((await server.request(`/api/v1/me/cases/${ordered.case.id}/messages`, { method: 'POST', headers: customer, body: { message: { text } } })).status).toBe(201);
    // The team mailbox also hears of the order's deadline (deadline-alerts.test.ts): only the message mails count here.
    const mailsAbout = async (address: string) => (await mailsTo(server, address)).filter((mail) => mail.subject.includes(reference) && !mail.subject.includes('Frist'));

    // Nobody has the case: the team mailbox hears of it, in German, without the message itself.
    await write('Geheime Frage zum Zeugnis');
    const [team] = await mailsAbout('info@klarfall.de');
    expect(team.subject).toBe(`Neue Kundennachricht im Fall ${reference}`);
    expect(team.text).toContain('Niemand bearbeitet den Fall gerade');
    expect(team.links).toContain(`http://portal.test/backoffice/faelle/${reference}`);
    expect(team.text + team.html).not.toMatch(/Geheime|Zeugnis/);

    // A caseworker took it: the mail goes to them, in their language (English here).
    const colleague = await signedInCaseworker(server, admin.cookie);
    expect((await post(server, `/api/staff/cases/${reference}/assignment`, { assignee_id: colleague.id }, as(colleague.cookie))).status).toBe(200);
    await write('Second secret question');
    const [personal] = await mailsAbout(colleague.email);
    expect(personal.subject).toBe(`New customer message in case ${reference}`);
    expect(personal.text).toContain('Chris Case');
    expect(personal.links).toContain(`http://portal.test/en/backoffice/cases/${reference}`);
    expect(personal.text + personal.html).not.toMatch(/secret/);
    expect(await mailsAbout('info@klarfall.de')).toHaveLength(1);

    // Once that caseworker has left, the team mailbox hears of the next message again.
    expect((await post(server, `/api/staff/members/${colleague.id}/deactivation`, undefined, as(admin.cookie))).status).toBe(200);
    await write('Hallo?');
    expect(await mailsAbout('info@klarfall.de')).toHaveLength(2);
    expect(await mailsAbout(colleague.email)).toHaveLength(1);
  });

  it('is closed to visitors without a staff session', async () => {
    expect((await server.request('/api/staff/cases')).status).toBe(401);
    expect((await server.request('/api/staff/cases/2026-AAAA-AAAA')).status).toBe(401);
  });
});

describe('working a case', () => {
  it('takes, opens, moves, writes and answers, each with its audit entry, and the customer sees it on the next load', async () => {
    const email = uniqueEmail('kundin');
    const ordered = await orderDismissal(server, { email, received: daysAgo(4) });
    const reference = ordered.case.reference_number;
    await confirmedAccount(server, email);
    const customer = await sessionOf(server, email);

    const viewed = await show(reference);
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({
      case: { reference_number: reference, status: 'received', email, deadline: { day: dismissalClaimDeadline(daysAgo(4)).deadline } },
      order: { mandate: { typed_name: 'Łukasz Brzęczyszczykiewicz' } },
      assignee: null,
      messages: [],
    });
    expect(viewed.body.members).toEqual(expect.arrayContaining([{ id: caseworker.id, name: 'Chris Case' }]));
    expect(viewed.body.documents).toHaveLength(2);

    // Documents: inline for a PDF when asked, else an attachment; the mandate PDF as well.
    const inline = await get(`/api/staff/cases/${reference}/documents/${ordered.letter.id}?disposition=inline`, caseworker.cookie);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await inline.arrayBuffer()).equals(Buffer.from(ordered.letter.bytes))).toBe(true);
    const attached = await get(`/api/staff/cases/${reference}/documents/${ordered.letter.id}`, caseworker.cookie);
    expect(attached.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const confirmation = await get(`/api/staff/cases/${reference}/confirmation?disposition=inline`, caseworker.cookie);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get('content-type')).toBe('application/pdf');
    expect(confirmation.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await get(`/api/staff/cases/${reference}/documents/unknown`, caseworker.cookie)).status).toBe(404);

    // Take it.
    const taken = await answer(await post(server, `/api/staff/cases/${reference}/assignment`, { assignee_id: caseworker.id }, as(caseworker.cookie)));
    expect(taken).toEqual({ status: 200, body: { assignee: { id: caseworker.id, name: 'Chris Case' } } });
    let [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'case.assigned', actor: caseworker.email, subjectType: 'case', subjectId: reference, before: { assignee: null }, after: { assignee: { id: caseworker.id, name: 'Chris Case' } } });

    // Move it on.
    const moved = await answer(await post(server, `/api/staff/cases/${reference}/status`, { status: 'in_review', status_description: 'Wir prüfen die Kündigung.' }, as(caseworker.cookie)));
    expect(moved.status).toBe(200);
    expect(moved.body.case).toMatchObject({ status: 'in_review', custom_status_description: 'Wir prüfen die Kündigung.' });
    [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'case.status_changed', before: { status: 'received', status_description: null }, after: { status: 'in_review', status_description: sha256('Wir prüfen die Kündigung.') } });

    // A history entry, mailed to the customer by its title.
    const mailsBefore = (await mailsTo(server, email)).length;
    const written = await answer(
      await post(server, `/api/staff/cases/${reference}/history`, { entry: { short: 'Klage eingereicht', description: '<p>Die Klage ist <strong>beim Arbeitsgericht</strong>.</p>' } }, as(caseworker.cookie)),
    );
    expect(written.status).toBe(201);
    expect(written.body.notification).toBe('sent');
    expect(written.body.case.history[0]).toMatchObject({ short: 'Klage eingereicht', description: '<p>Die Klage ist <strong>beim Arbeitsgericht</strong>.</p>' });
    expect((await mailsTo(server, email)).length).toBe(mailsBefore + 1);
    [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'case.history_entry_added', after: { short: sha256('Klage eingereicht') } });

    // An answer with an attachment uploaded through the staff session.
    const pdf = await samplePdf('Schriftsatz');
    const uploaded = await server.request(`/api/staff/cases/${reference}/documents`, {
      method: 'POST',
      rawBody: Buffer.from(pdf) as unknown as string,
      headers: { ...as(caseworker.cookie), 'X-File-Name': encodeURIComponent('Schriftsatz.pdf'), 'Content-Type': 'application/octet-stream' },
    });
    const uploadedBody = await uploaded.json();
    expect(uploaded.status).toBe(201);
    [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'case.document_uploaded', after: { file_name: sha256('Schriftsatz.pdf'), media_type: 'application/pdf' } });
    const sent = await answer(
      await post(server, `/api/staff/cases/${reference}/messages`, { message: { text: '<p>Anbei der Schriftsatz.</p>', documents: [uploadedBody.document.id] } }, as(caseworker.cookie)),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ author: 'provider', unread: true, documents: [{ id: uploadedBody.document.id }] });
    [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'case.message_sent', after: { text: sha256('<p>Anbei der Schriftsatz.</p>'), documents: [uploadedBody.document.id] } });
    // The log says who changed what, never what anybody wrote.
    const logged = JSON.stringify((await auditRows()).filter((row) => row.subjectId === reference));
    expect(['Wir prüfen', 'Klage eingereicht', 'Arbeitsgericht', 'Schriftsatz', email].filter((text) => logged.includes(text))).toEqual([]);

    // The customer's next load shows it all.
    const me = await answer(await server.request('/api/v1/me', { headers: customer }));
    const request = me.body.data.user.overview.requests.find((item: { reference_number: string }) => item.reference_number === reference);
    expect(request).toMatchObject({ status: 'in_review', status_description: 'Wir prüfen die Kündigung.', unread_messages: 1, deadline: { day: dismissalClaimDeadline(daysAgo(4)).deadline } });
    expect(request.history[0]).toMatchObject({ short: 'Klage eingereicht' });
    const conversation = await answer(await server.request(`/api/v1/me/cases/${request.id}/messages`, { headers: customer }));
    expect(conversation.body.unread).toBe(1);

    // Closed, and given back to nobody.
    expect((await post(server, `/api/staff/cases/${reference}/status`, { status: 'successful' }, as(caseworker.cookie))).status).toBe(200);
    expect(await answer(await post(server, `/api/staff/cases/${reference}/assignment`, { assignee_id: null }, as(caseworker.cookie)))).toEqual({ status: 200, body: { assignee: null } });
    const closed = await show(reference);
    expect(closed.body.case).toMatchObject({ status: 'successful', custom_status_description: null });
    expect(closed.body.assignee).toBeNull();
  });

  it('refuses forged input with translated errors and changes nothing', async () => {
    const opened = await openCase(server, { email: uniqueEmail('falsch') }, { notify: false });
    const reference = opened.reference_number;
    const before = await auditCount();
    const cases: [string, unknown, string, string | null][] = [
      ['assignment', { assignee_id: 999_999 }, 'not_active_staff', 'assignee_id'],
      ['assignment', { assignee_id: '1' }, 'invalid_type', 'assignee_id'],
      ['assignment', {}, 'required', 'assignee_id'],
      ['status', { status: 'won' }, 'unknown_status', 'status'],
      ['status', { status: 'court', role: 'admin' }, 'unknown_field', null],
      ['history', { entry: { short: 'Zeile\nzwei', description: 'x' } }, 'single_line', 'entry.short'],
      ['history', { entry: { short: 'Morgen', description: 'x', date: '2999-01-01' } }, 'in_future', 'entry.date'],
      ['messages', { message: { text: 'Hallo', documents: ['not-a-document'] } }, 'unknown_document', 'message.documents[0]'],
      ['messages', { message: { text: '' } }, 'required', 'message.text'],
    ];
    for (const [action, body, code, path] of cases) {
      const refused = await answer(await post(server, `/api/staff/cases/${reference}/${action}`, body, as(caseworker.cookie)));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ code, path })]));
    }
    // An invited member (not enrolled) cannot be given a case either.
    const invited = await answer(await post(server, '/api/staff/members', { email: uniqueEmail('neu'), name: 'Noch Nicht', role: 'caseworker', language: 'de' }, as(admin.cookie)));
    const beforeInvite = await auditCount();
    expect(await answer(await post(server, `/api/staff/cases/${reference}/assignment`, { assignee_id: invited.body.member.id }, as(caseworker.cookie)))).toEqual(failure(422, 'not_active_staff', 'assignee_id'));
    const empty = await server.request(`/api/staff/cases/${reference}/documents`, { method: 'POST', rawBody: '', headers: { ...as(caseworker.cookie), 'X-File-Name': 'leer.pdf' } });
    expect(empty.status).toBe(422);
    expect(await auditCount()).toBe(beforeInvite);
    expect(beforeInvite).toBe(before + 1);
    const unchanged = await show(reference);
    expect(unchanged.body).toMatchObject({ case: { status: 'received' }, assignee: null, messages: [], documents: [] });
    expect(unchanged.body.case.history).toHaveLength(1);
    expect((await post(server, '/api/staff/cases/2026-0000-0000/status', { status: 'court' }, as(caseworker.cookie))).status).toBe(404);
  });

  it('refuses a state-changing request from another site', async () => {
    const opened = await openCase(server, { email: uniqueEmail('csrf') }, { notify: false });
    const before = await auditCount();
    const forged = await answer(
      await post(server, `/api/staff/cases/${opened.reference_number}/status`, { status: 'withdrawn' }, { ...as(caseworker.cookie), Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
    );
    expect(forged).toEqual(failure(403, 'cross_site_request'));
    expect((await show(opened.reference_number)).body.case.status).toBe('received');
    expect(await auditCount()).toBe(before);
  });

  it('shows only sanitised markup of every payload of the XSS corpus, to staff and customers', async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(40);
    const runsScript = (html: string) => executableParts(html).length > 0;
    // The check finds most payloads themselves, so it can fail.
    expect(xssPayloads.filter(runsScript).length).toBeGreaterThan(xssPayloads.length / 2);
    const email = uniqueEmail('xss');
    const opened = await openCase(server, { email }, { notify: false });
    for (const payload of xssPayloads) {
      const added = await post(server, `/api/staff/cases/${opened.reference_number}/history`, { entry: { short: 'Eintrag', description: `<p>vorher</p>${payload}<p>nachher</p>` }, notify: false }, as(caseworker.cookie));
      expect(added.status).toBe(201);
    }
    await post(server, `/api/staff/cases/${opened.reference_number}/messages`, { message: { text: xssPayloads.join('\n') }, notify: false }, as(caseworker.cookie));
    const viewed = await show(opened.reference_number);
    const descriptions: string[] = viewed.body.case.history.map((entry: { description: string }) => entry.description);
    expect(descriptions).toHaveLength(xssPayloads.length + 1);
    expect(descriptions.filter(runsScript)).toEqual([]);
    expect(runsScript(viewed.body.messages[0].text)).toBe(false);
    await confirmedAccount(server, email);
    const me = await answer(await server.request('/api/v1/me', { headers: await sessionOf(server, email) }));
    const request = me.body.data.user.overview.requests.find((item: { reference_number: string }) => item.reference_number === opened.reference_number);
    expect(request.history.map((entry: { description: string }) => entry.description).filter(runsScript)).toEqual([]);
  });
});

describe('roles', () => {
  it('lets caseworkers and admins work cases', async () => {
    const opened = await openCase(server, { email: uniqueEmail('rollen') }, { notify: false });
    expect((await post(server, `/api/staff/cases/${opened.reference_number}/assignment`, { assignee_id: admin.id }, as(admin.cookie))).status).toBe(200);
    expect((await show(opened.reference_number, admin.cookie)).body.assignee).toEqual({ id: admin.id, name: 'Alex Admin' });
  });
  // Each admin-only call tried as a caseworker (403, nothing changes): staff-access.test.ts.
});
