import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { staffAuditLog } from '@/server/db/tables/staff';
import { samplePdf } from '../support/sample-documents';
import { outboxMails } from '../support/mail-outbox';
import { addEntry, answer, backofficeHeaders, engineToken, openCase } from './support/cases';
import { testServerForFile } from './support/test-server';

/** How the audit log keeps a text: its digest. */
const sha256 = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`;

const server = testServerForFile();

const failure = (status: number, ...errors: { path: string | null; code: string }[]) => ({
  status,
  body: { status: 'failure', errors: errors.map((error) => expect.objectContaining(error)) },
});

const post = (path: string, body: unknown, headers: Record<string, string> = backofficeHeaders) =>
  server.request(path, { method: 'POST', headers, body });

describe('back-office API: access', () => {
  it('refuses calls without the key, with a wrong key or another scheme, with 401', async () => {
    expect(await answer(await server.request('/api/backoffice/cases'))).toEqual(failure(401, { path: null, code: 'missing_api_key' }));
    const wrong = await server.request('/api/backoffice/cases', { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect(await answer(wrong)).toEqual(failure(401, { path: null, code: 'invalid_api_key' }));
    expect(
      await answer(await server.request('/api/backoffice/cases', { headers: { Authorization: 'Basic dGVzdC1iYWNrb2ZmaWNlLWtleQ==' } })),
    ).toEqual(failure(401, { path: null, code: 'missing_api_key' }));
  });

  it('does not accept the engine token as back-office key', async () => {
    const response = await server.request('/api/backoffice/cases', { headers: { Authorization: `Bearer ${engineToken}` } });
    expect(response.status).toBe(401);
  });

  it('changes nothing when the key is wrong', async () => {
    const before = (await answer(await server.request('/api/backoffice/cases', { headers: backofficeHeaders }))).body.total;
    await post('/api/backoffice/cases', { case: { email: 'x@example.org', product_name: 'deposit' } }, { Authorization: 'Bearer nope' });
    const after = (await answer(await server.request('/api/backoffice/cases', { headers: backofficeHeaders }))).body.total;
    expect(after).toBe(before);
  });
});

describe('back-office API: opening a case', () => {
  it('opens a case with defaults, a reference number, the first history entry and a status page link', async () => {
    setClock(() => new Date('2026-04-02T09:30:00Z'));
    const response = await post('/api/backoffice/cases', { case: { email: '  Kim.Berger@Example.ORG ', product_name: 'deposit' } });
    const { status, body } = await answer(response);
    expect(status).toBe(201);
    expect(body.notification).toBe('sent');
    const opened = body.case;
    expect(opened).toMatchObject({
      email: 'kim.berger@example.org',
      language: 'de',
      product_name: 'deposit',
      product_title: 'Mietkaution zurückfordern',
      status: 'received',
      status_label: 'Auftrag eingegangen',
      status_description: 'Wir haben Ihren Auftrag erhalten und sehen uns Ihren Fall jetzt an.',
      custom_status_description: null,
      reply_email: 'info@klarfall.de',
      created_at: '2026-04-02T09:30:00.000Z',
      updated_at: '2026-04-02T09:30:00.000Z',
    });
    expect(opened.reference_number).toMatch(/^2026-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(opened.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.status_page_url).toBe(`http://portal.test/case?id=${opened.id}`);
    expect(opened.history).toEqual([
      {
        date: '2026-04-02',
        short: 'Auftrag eingegangen',
        description: expect.stringContaining(`<strong>${opened.reference_number}</strong>`),
        language: 'de',
      },
    ]);
  });

  it('mails the customer in their language with the link to the status page and replies to the case address', async () => {
    const opened = await openCase(server, { email: 'sam@example.org', language: 'en', product_name: 'dismissal', reply_email: 'Labour@Klarfall.de' });
    const [mail] = await outboxMails(server.mailDir, 'sam@example.org');
    expect(mail.subject).toBe(`Your case ${opened.reference_number}: Dismissal & severance`);
    expect(mail.replyTo).toContain('labour@klarfall.de');
    expect(mail.text).toContain(`http://portal.test/en/case?id=${opened.id}`);
    expect(mail.text).toContain('http://portal.test/en/signup');
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain(`href="http://portal.test/en/case?id=${opened.id}"`);
  });

  it('takes the status, the status text and a first entry of the provider', async () => {
    const opened = await openCase(server, {
      status: 'in_review',
      status_description: 'Wir warten auf den Mietspiegel.',
      first_entry: { short: 'Unterlagen erhalten', description: '<p>Danke!</p>', date: '2026-03-30' },
    });
    expect(opened).toMatchObject({ status: 'in_review', status_description: 'Wir warten auf den Mietspiegel.', custom_status_description: 'Wir warten auf den Mietspiegel.' });
    expect(opened.history).toEqual([{ date: '2026-03-30', short: 'Unterlagen erhalten', description: '<p>Danke!</p>', language: 'de' }]);
  });

  it('sends no mail when asked not to', async () => {
    const before = (await outboxMails(server.mailDir)).length;
    const response = await post('/api/backoffice/cases', { case: { email: 'quiet@example.org', product_name: 'deposit' }, notify: false });
    expect((await answer(response)).body.notification).toBe('skipped');
    expect(await outboxMails(server.mailDir)).toHaveLength(before);
  });

  it('lists every problem of bad input with its path and stores nothing', async () => {
    const before = (await answer(await server.request('/api/backoffice/cases', { headers: backofficeHeaders }))).body.total;
    const response = await post('/api/backoffice/cases', {
      case: {
        email: 'not-an-email',
        product_name: 'lawsuit',
        language: 'fr',
        status: 'done',
        first_entry: { short: 'two\nlines', description: '', date: '2999-01-01' },
        admin: true,
      },
    });
    expect(await answer(response)).toEqual(
      failure(
        422,
        { path: 'case.email', code: 'is_not_an_email' },
        { path: 'case.product_name', code: 'unknown_product' },
        { path: 'case.language', code: 'unsupported_language' },
        { path: 'case.status', code: 'unknown_status' },
        { path: 'case.first_entry.short', code: 'single_line' },
        { path: 'case.first_entry.description', code: 'required' },
        { path: 'case.first_entry.date', code: 'in_future' },
        { path: 'case', code: 'unknown_field' },
      ),
    );
    expect(await answer(await post('/api/backoffice/cases', {}))).toEqual(failure(422, { path: 'case', code: 'required' }));
    expect(await answer(await post('/api/backoffice/cases', { case: { email: 'kim@example.org' } }))).toEqual(
      failure(422, { path: 'case.product_name', code: 'required' }),
    );
    const after = (await answer(await server.request('/api/backoffice/cases', { headers: backofficeHeaders }))).body.total;
    expect(after).toBe(before);
  });

  it('gives every case its own reference number and id', async () => {
    const opened = await Promise.all(Array.from({ length: 8 }, () => openCase(server, {}, { notify: false })));
    expect(new Set(opened.map((c) => c.reference_number)).size).toBe(8);
    expect(new Set(opened.map((c) => c.id)).size).toBe(8);
  });
});

describe('back-office API: reading cases', () => {
  it('finds a case by its reference number, however it is typed', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const sloppy = opened.reference_number.toLowerCase().replace(/-/g, '').replace(/0/g, 'o').replace(/1/g, 'l');
    const { status, body } = await answer(await server.request(`/api/backoffice/cases/${sloppy}`, { headers: backofficeHeaders }));
    expect(status).toBe(200);
    expect(body.case.id).toBe(opened.id);
  });

  it('answers unknown and mistyped reference numbers with 404', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const chars = opened.reference_number.split('');
    chars[6] = chars[6] === 'A' ? 'B' : 'A';
    for (const reference of ['2026-AAAA-AAAA', chars.join(''), 'nonsense']) {
      expect(await answer(await server.request(`/api/backoffice/cases/${reference}`, { headers: backofficeHeaders }))).toEqual(
        failure(404, { path: 'reference', code: 'case_not_found' }),
      );
    }
  });

  it('lists cases newest first, filtered and paged', async () => {
    let time = Date.parse('2026-05-01T10:00:00Z');
    setClock(() => new Date((time += 60_000)));
    const first = await openCase(server, { email: 'list@example.org', product_name: 'deposit' }, { notify: false });
    const second = await openCase(server, { email: 'list@example.org', product_name: 'slow-internet' }, { notify: false });
    await openCase(server, { email: 'other@example.org', product_name: 'slow-internet' }, { notify: false });

    const all = await answer(await server.request('/api/backoffice/cases?email=LIST@example.org', { headers: backofficeHeaders }));
    expect(all.body.total).toBe(2);
    expect(all.body.cases.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(all.body.cases[0].history).toBeUndefined();

    const filtered = await answer(
      await server.request('/api/backoffice/cases?email=list@example.org&product_name=deposit', { headers: backofficeHeaders }),
    );
    expect(filtered.body.cases.map((c: { id: string }) => c.id)).toEqual([first.id]);

    const paged = await answer(await server.request('/api/backoffice/cases?email=list@example.org&limit=1&offset=1', { headers: backofficeHeaders }));
    expect(paged.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(paged.body.cases.map((c: { id: string }) => c.id)).toEqual([first.id]);
  });

  it('refuses bad list filters', async () => {
    expect(
      await answer(await server.request('/api/backoffice/cases?limit=1000&status=open&sort=name', { headers: backofficeHeaders })),
    ).toEqual(
      failure(
        422,
        { path: 'status', code: 'unknown_status' },
        { path: 'limit', code: 'too_large' },
        { path: null, code: 'unknown_field' },
      ),
    );
  });
});

describe('back-office API: updating a case', () => {
  it('changes the status and drops the old status text unless a new one is given', async () => {
    setClock(() => new Date('2026-05-02T10:00:00Z'));
    const opened = await openCase(server, { status_description: 'Wir warten auf Ihre Unterlagen.' }, { notify: false });
    setClock(() => new Date('2026-05-03T10:00:00Z'));
    const patch = (body: unknown) =>
      server.request(`/api/backoffice/cases/${opened.reference_number}`, { method: 'PATCH', headers: backofficeHeaders, body });

    const moved = await answer(await patch({ case: { status: 'court' } }));
    expect(moved.status).toBe(200);
    expect(moved.body.case).toMatchObject({
      status: 'court',
      custom_status_description: null,
      status_description: 'Ihr Anspruch wird vor Gericht durchgesetzt. Das Kostenrisiko tragen weiterhin wir.',
      updated_at: '2026-05-03T10:00:00.000Z',
      created_at: '2026-05-02T10:00:00.000Z',
    });

    const described = await answer(await patch({ case: { status: 'negotiation', status_description: 'Vergleichsangebot liegt vor.' } }));
    expect(described.body.case).toMatchObject({ status: 'negotiation', status_description: 'Vergleichsangebot liegt vor.' });

    const corrected = await answer(await patch({ case: { email: 'New@Example.org', language: 'en', reply_email: null } }));
    expect(corrected.body.case).toMatchObject({
      email: 'new@example.org',
      language: 'en',
      reply_email: 'info@klarfall.de',
      status: 'negotiation',
      status_description: 'Vergleichsangebot liegt vor.',
      status_page_url: `http://portal.test/en/case?id=${opened.id}`,
    });
  });

  it('refuses empty or bad changes and unknown cases', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const patch = (reference: string, body: unknown) =>
      server.request(`/api/backoffice/cases/${reference}`, { method: 'PATCH', headers: backofficeHeaders, body });
    expect(await answer(await patch(opened.reference_number, { case: {} }))).toEqual(failure(422, { path: 'case', code: 'no_changes' }));
    expect(await answer(await patch(opened.reference_number, { case: { status: 'closed', email: '' } }))).toEqual(
      failure(422, { path: 'case.status', code: 'unknown_status' }, { path: 'case.email', code: 'required' }),
    );
    expect(await answer(await patch('2026-AAAA-AAAA', { case: { status: 'court' } }))).toEqual(
      failure(404, { path: 'reference', code: 'case_not_found' }),
    );
    const unchanged = await answer(await server.request(`/api/backoffice/cases/${opened.reference_number}`, { headers: backofficeHeaders }));
    expect(unchanged.body.case.status).toBe('received');
  });
});

describe('back-office API: the audit log', () => {
  it('records every change made with the key, with the key as the actor, in the transaction of the change', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const reference = opened.reference_number;
    const path = `/api/backoffice/cases/${reference}`;
    await server.request(path, { method: 'PATCH', headers: backofficeHeaders, body: { case: { status: 'court' } } });
    // Moving the case, its documents and conversation to another customer's address.
    await server.request(path, { method: 'PATCH', headers: backofficeHeaders, body: { case: { email: 'someone.else@example.org' } } });
    await post(`${path}/history`, { entry: { short: 'Klage eingereicht', description: '<p>Beim Amtsgericht.</p>' }, notify: false });
    const uploaded = await answer(
      await server.request(`${path}/documents`, {
        method: 'POST',
        rawBody: Buffer.from(await samplePdf('Schriftsatz')) as unknown as string,
        headers: { ...backofficeHeaders, 'X-File-Name': 'Schriftsatz.pdf', 'Content-Type': 'application/octet-stream' },
      }),
    );
    await post(`${path}/messages`, { message: { text: 'Anbei der Schriftsatz.', documents: [uploaded.body.document.id] }, notify: false });
    // A refused change leaves no entry.
    expect((await post(`${path}/messages`, { message: { text: 'Anbei', documents: ['unknown'] }, notify: false })).status).toBe(422);

    const entries = await server.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, reference)).orderBy(asc(staffAuditLog.id));
    expect(entries.map((entry) => [entry.actor, entry.staffId, entry.action])).toEqual([
      ['cli', null, 'case.opened'],
      ['cli', null, 'case.status_changed'],
      ['cli', null, 'case.updated'],
      ['cli', null, 'case.history_entry_added'],
      ['cli', null, 'case.document_uploaded'],
      ['cli', null, 'case.message_sent'],
    ]);
    // Which field changed, and a digest of the addresses: the log outlives the case and keeps no text.
    expect(entries[2]).toMatchObject({ before: { email: sha256('kim@example.org') }, after: { email: sha256('someone.else@example.org') } });
    const written = ['kim@example.org', 'someone.else@example.org', 'Klage eingereicht', 'Beim Amtsgericht', 'Schriftsatz.pdf', 'Anbei der Schriftsatz'];
    const logged = JSON.stringify(entries);
    expect(written.filter((text) => logged.includes(text))).toEqual([]);
    expect(entries[3].after).toEqual({ date: expect.any(String), short: sha256('Klage eingereicht'), description: sha256('<p>Beim Amtsgericht.</p>') });
  });
});

describe('back-office API: history entries', () => {
  it('stores each text with the language it was written in, which stays when the case changes language', async () => {
    const opened = await openCase(server, { email: 'sprachen@example.org' }, { notify: false });
    await addEntry(server, opened.reference_number, { short: 'Rüge versandt', description: '<p>Deutsch.</p>' }, { notify: false });
    const patch = (body: unknown) => server.request(`/api/backoffice/cases/${opened.reference_number}`, { method: 'PATCH', headers: backofficeHeaders, body });
    const english = await answer(await patch({ case: { language: 'en', status_description: 'We are waiting for the landlord.' } }));
    expect(english.status).toBe(200);
    const updated = await addEntry(server, opened.reference_number, { short: 'Reply received', description: '<p>English.</p>' }, { notify: false });
    expect(updated.history.map((entry: { short: string; language?: string }) => [entry.short, entry.language])).toEqual([
      ['Reply received', 'en'],
      ['Rüge versandt', 'de'],
      ['Auftrag eingegangen', 'de'],
    ]);
    expect(updated.status_description_language).toBe('en');
  });

  it('adds an entry, keeps the history newest first, updates the case and mails the customer', async () => {
    setClock(() => new Date('2026-06-10T08:00:00Z'));
    const opened = await openCase(server, { email: 'entries@example.org' }, { notify: false });
    setClock(() => new Date('2026-06-12T08:00:00Z'));
    await addEntry(server, opened.reference_number, { short: 'Rüge versandt', description: '<p>Wir haben den Vermieter angeschrieben.</p>' });
    const later = await addEntry(server, opened.reference_number, {
      short: 'Mietvertrag geprüft',
      description: '<p>Alles da.</p>',
      date: '2026-06-11',
    });
    expect(later.updated_at).toBe('2026-06-12T08:00:00.000Z');
    expect(later.history.map((entry) => [entry.date, entry.short])).toEqual([
      ['2026-06-12', 'Rüge versandt'],
      ['2026-06-11', 'Mietvertrag geprüft'],
      ['2026-06-10', 'Auftrag eingegangen'],
    ]);
    const mails = await outboxMails(server.mailDir, 'entries@example.org');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Neues in Ihrem Fall ${opened.reference_number}: Mietvertrag geprüft`,
      `Neues in Ihrem Fall ${opened.reference_number}: Rüge versandt`,
    ]);
    expect(mails[0].text).toContain(`http://portal.test/case?id=${opened.id}`);
    expect(mails[0].text).not.toContain('Wir haben den Vermieter angeschrieben');
  });

  it('keeps entries of the same day in the order they were written', async () => {
    const opened = await openCase(server, {}, { notify: false });
    for (const short of ['eins', 'zwei', 'drei']) await addEntry(server, opened.reference_number, { short, description: '<p>x</p>' }, { notify: false });
    const { body } = await answer(await server.request(`/api/backoffice/cases/${opened.reference_number}`, { headers: backofficeHeaders }));
    expect(body.case.history.slice(0, 3).map((entry: { short: string }) => entry.short)).toEqual(['drei', 'zwei', 'eins']);
  });

  it('refuses bad entries and leaves the case as it was', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const path = `/api/backoffice/cases/${opened.reference_number}/history`;
    expect(await answer(await post(path, { entry: { short: '', description: '<p>x</p>', date: '2026-02-30' } }))).toEqual(
      failure(422, { path: 'entry.short', code: 'required' }, { path: 'entry.date', code: 'invalid_date' }),
    );
    expect(await answer(await post(path, { entry: { short: 'x'.repeat(121), description: 'x'.repeat(20_001) } }))).toEqual(
      failure(422, { path: 'entry.short', code: 'too_long' }, { path: 'entry.description', code: 'too_long' }),
    );
    expect(await answer(await post(path, { entry: 'hello' }))).toEqual(failure(422, { path: 'entry', code: 'invalid_type' }));
    expect(await answer(await post('/api/backoffice/cases/2026-AAAA-AAAA/history', { entry: { short: 'x', description: 'y' } }))).toEqual(
      failure(404, { path: 'reference', code: 'case_not_found' }),
    );
    const { body } = await answer(await server.request(`/api/backoffice/cases/${opened.reference_number}`, { headers: backofficeHeaders }));
    expect(body.case.history).toHaveLength(1);
    expect(body.case.updated_at).toBe(opened.updated_at);
  });

  it('stores the provider’s HTML as written but never hands it out unsanitised', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const payload =
      '<p onclick="steal()">Hallo<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">Link</a><a href="https://example.org">ok</a>';
    const updated = await addEntry(server, opened.reference_number, { short: '<b>Titel</b>', description: payload }, { notify: false });
    expect(updated.history[0]).toEqual({
      date: expect.any(String),
      short: '<b>Titel</b>',
      description: '<p>Hallo</p><a rel="noopener noreferrer">Link</a><a href="https://example.org" rel="noopener noreferrer">ok</a>',
      language: 'de',
    });
    const [stored] = await server.database.db.query.caseHistoryEntries.findMany({
      where: (entries, { eq }) => eq(entries.short, '<b>Titel</b>'),
    });
    expect(stored.description).toBe(payload);
  });
});
