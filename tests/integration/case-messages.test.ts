import { getDatabase } from '@/server/db/client';
import { messagesOfCase } from '@/server/messages/stores/message-store';
import { cases } from '@/server/db/tables/cases';
import { eq, sql } from 'drizzle-orm';
import { samplePdf, samplePng, sampleHtml } from '../support/sample-documents';
import { answer, confirmedAccount, mailsTo, sessionOf, setUpAccountTests, uniqueEmail } from './support/accounts';
import { backofficeHeaders, openCase } from './support/cases';
import { testServerForFile } from './support/test-server';
import { type CliIo, exitCodes, runCli } from '../../scripts/cases/cli';
import { backofficeKey } from './support/cases';

jest.setTimeout(60_000);

const server = testServerForFile();
setUpAccountTests();

/** A case opened by the back office for a customer with a confirmed account, and that customer's session. */
async function customerWithCase(language: 'de' | 'en' = 'de') {
  const email = await confirmedAccount(server, uniqueEmail('nachricht'));
  const opened = await openCase(server, { email, language }, { notify: false });
  return { email, session: await sessionOf(server, email), id: opened.id, reference: opened.reference_number };
}

const messagesPath = (id: string) => `/api/v1/me/cases/${id}/messages`;

async function draftWith(files: { name: string; bytes: Uint8Array }[]) {
  const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
  const token = draft.body.draft_token as string;
  for (const file of files) {
    const response = await server.request('/api/commissioning/drafts/documents?category=message', {
      method: 'POST',
      rawBody: Buffer.from(file.bytes) as unknown as string,
      headers: { 'X-Draft-Token': token, 'X-File-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream' },
    });
    expect(response.status).toBe(201);
  }
  return token;
}

const send = (id: string, session: Record<string, string>, message: unknown) =>
  server.request(messagesPath(id), { method: 'POST', headers: session, body: { message } });

async function providerUpload(reference: string, name: string, bytes: Uint8Array) {
  return answer(
    await server.request(`/api/backoffice/cases/${reference}/documents`, {
      method: 'POST',
      rawBody: Buffer.from(bytes) as unknown as string,
      headers: { ...backofficeHeaders, 'X-File-Name': encodeURIComponent(name), 'Content-Type': 'application/octet-stream' },
    }),
  );
}

async function countRows(table: 'case_messages' | 'documents', caseId?: number) {
  const db = await getDatabase();
  const where = caseId === undefined ? sql`` : sql` where case_id = ${caseId}`;
  const result = await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}${where}`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0].count);
}

async function caseRowId(reference: string) {
  const db = await getDatabase();
  const [row] = await db.select({ id: cases.id }).from(cases).where(eq(cases.referenceNumber, reference));
  return row.id;
}

describe('a case conversation', () => {
  it('carries a customer message with a document, the caseworker answer with an attachment, the unread mark and the mail', async () => {
    const customer = await customerWithCase('en');
    const letter = await samplePdf('Vermieter');
    const token = await draftWith([{ name: 'Brief vom Vermieter.pdf', bytes: letter }]);
    const sent = await answer(await send(customer.id, customer.session, { text: 'Hello,\r\nthe landlord wrote <b>this</b>.  ', draft_token: token }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ author: 'customer', text: 'Hello,\nthe landlord wrote <b>this</b>.', unread: false });
    expect(sent.body.message.documents).toEqual([expect.objectContaining({ file_name: 'Brief vom Vermieter.pdf', category: 'message', media_type: 'application/pdf' })]);

    // The caseworker sees it and answers with a document of the provider's.
    const listed = await answer(await server.request(`/api/backoffice/cases/${customer.reference}/messages`, { headers: backofficeHeaders }));
    expect(listed.body.messages).toHaveLength(1);
    const uploaded = await providerUpload(customer.reference, 'Antwort.png', samplePng());
    expect(uploaded.status).toBe(201);
    const answered = await answer(
      await server.request(`/api/backoffice/cases/${customer.reference}/messages`, {
        method: 'POST',
        headers: backofficeHeaders,
        body: { message: { text: '<p>Your Quittung, see <a href="javascript:alert(1)">the Zebra letter</a>.</p><script>alert(1)</script>', documents: [uploaded.body.document.id] } },
      }),
    );
    expect(answered.status).toBe(201);
    expect(answered.body.notification).toBe('sent');
    expect(answered.body.message.text).not.toMatch(/script|javascript/);

    // The mail says something is waiting, links to the conversation and holds nothing of the message.
    const mails = await mailsTo(server, customer.email);
    const mail = mails[mails.length - 1];
    expect(mail.subject).toBe(`New message in your case ${customer.reference}`);
    expect(mail.text + mail.html).not.toMatch(/Quittung|Zebra|Antwort.png/);
    expect(mail.links).toContain(`http://portal.test/en/case?id=${customer.id}#messages`);

    // Unread until the customer opens the conversation.
    const me = await answer(await server.request('/api/v1/me', { headers: customer.session }));
    expect(me.body.data.user.overview.requests[0].unread_messages).toBe(1);
    // The provider wrote last: it waits for the customer's answer since then, read or not.
    expect(me.body.data.user.overview.requests[0].awaiting_reply_since).toBe(answered.body.message.created_at);
    const conversation = await answer(await server.request(messagesPath(customer.id), { headers: customer.session }));
    expect(conversation.body.unread).toBe(1);
    expect(conversation.body.messages.map((message: { author: string; unread: boolean }) => [message.author, message.unread])).toEqual([
      ['customer', false],
      ['provider', true],
    ]);
    const read = await answer(await server.request(`${messagesPath(customer.id)}/read`, { method: 'POST', headers: customer.session }));
    expect(read.body.read).toBe(1);
    const after = await answer(await server.request(messagesPath(customer.id), { headers: customer.session }));
    expect(after.body.unread).toBe(0);

    // The attachment downloads through the account, and the back office; never through the status link.
    const attachment = conversation.body.messages[1].documents[0];
    const download = await server.request(`/api/v1/me/cases/${customer.id}/documents/${attachment.id}`, { headers: customer.session });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect((await server.request(`/api/backoffice/cases/${customer.reference}/documents/${attachment.id}`, { headers: backofficeHeaders })).status).toBe(200);
    expect((await server.request(`/api/cases/${customer.id}/documents/${attachment.id}`)).status).toBe(404);
    const linkList = await answer(await server.request(`/api/cases/${customer.id}/documents`));
    expect(linkList.body.documents).toEqual([]);
    const accountList = await answer(await server.request(`/api/v1/me/cases/${customer.id}/documents`, { headers: customer.session }));
    expect(accountList.body.documents.map((document: { file_name: string }) => document.file_name)).toEqual(['Brief vom Vermieter.pdf', 'Antwort.png']);

    // What the data export reads.
    const stored = await messagesOfCase(await getDatabase(), await caseRowId(customer.reference));
    expect(stored.map((message) => message.author)).toEqual(['customer', 'provider']);

    // The customer answers: nothing waits for them any more.
    expect((await send(customer.id, customer.session, { text: 'Thank you!' })).status).toBe(201);
    const answeredMe = await answer(await server.request('/api/v1/me', { headers: customer.session }));
    expect(answeredMe.body.data.user.overview.requests[0].awaiting_reply_since).toBeNull();
  });

  it('mails a German case in German', async () => {
    const customer = await customerWithCase('de');
    await server.request(`/api/backoffice/cases/${customer.reference}/messages`, { method: 'POST', headers: backofficeHeaders, body: { message: { text: 'Hallo' } } });
    const mails = await mailsTo(server, customer.email);
    expect(mails[mails.length - 1].subject).toBe(`Neue Nachricht in Ihrem Fall ${customer.reference}`);
    expect(mails[mails.length - 1].links).toContain(`http://portal.test/case?id=${customer.id}#messages`);
  });

  it('refuses bad messages with a clear error and stores nothing', async () => {
    const customer = await customerWithCase();
    const other = await customerWithCase();
    const caseId = await caseRowId(customer.reference);
    const refused = async (response: Promise<Response>, status: number, code: string, path: string | null) => {
      const { status: actual, body } = await answer(await response);
      expect(actual).toBe(status);
      expect(body.errors).toContainEqual(expect.objectContaining({ code, path }));
    };
    await refused(send(customer.id, customer.session, { text: '   ' }), 422, 'required', 'message.text');
    await refused(send(customer.id, customer.session, { text: 'x'.repeat(5001) }), 422, 'too_long', 'message.text');
    await refused(send(customer.id, customer.session, { text: 'Hallo', extra: 1 }), 422, 'unknown_field', 'message');
    // Someone else's case, and no case at all, look the same.
    await refused(send(other.id, customer.session, { text: 'Hallo' }), 404, 'case_not_found', 'id');
    await refused(send('x'.repeat(43), customer.session, { text: 'Hallo' }), 404, 'case_not_found', 'id');
    await refused(server.request(messagesPath(other.id), { headers: customer.session }), 404, 'case_not_found', 'id');
    await refused(send(customer.id, {}, { text: 'Hallo' }), 401, 'unauthorized', null);
    // A draft that holds nothing (expired or made up).
    await refused(send(customer.id, customer.session, { text: 'Hallo', draft_token: 'A'.repeat(43) }), 410, 'draft_expired', 'message.draft_token');
    expect(await countRows('case_messages', caseId)).toBe(0);
    expect(await countRows('documents', caseId)).toBe(0);

    // A disguised file never gets into a draft, nor onto the case through the back office.
    const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
    const disguised = await server.request('/api/commissioning/drafts/documents?category=message', {
      method: 'POST',
      rawBody: Buffer.from(sampleHtml()) as unknown as string,
      headers: { 'X-Draft-Token': draft.body.draft_token, 'X-File-Name': 'Brief.pdf', 'Content-Type': 'application/octet-stream' },
    });
    expect(disguised.status).toBe(422);
    const providerDisguised = await providerUpload(customer.reference, 'Antwort.pdf', sampleHtml());
    expect(providerDisguised.status).toBe(422);
    expect(providerDisguised.body.errors).toContainEqual(expect.objectContaining({ code: 'document_unsupported_type', path: 'file' }));

    // The caseworker may only send the case's own documents; nothing is stored then either.
    const foreign = await providerUpload(other.reference, 'Fremd.pdf', await samplePdf('Fremd'));
    await refused(
      server.request(`/api/backoffice/cases/${customer.reference}/messages`, {
        method: 'POST',
        headers: backofficeHeaders,
        body: { message: { text: 'Anbei', documents: [foreign.body.document.id] } },
      }),
      422,
      'unknown_document',
      'message.documents[0]',
    );
    await refused(
      server.request(`/api/backoffice/cases/${customer.reference}/messages`, { method: 'POST', headers: backofficeHeaders, body: { message: { text: '' } } }),
      422,
      'required',
      'message.text',
    );
    expect(await countRows('case_messages', caseId)).toBe(0);
  });

  it('refuses a message whose documents would pass the case\'s limit, leaving the draft and the case as they were', async () => {
    process.env.DOCUMENT_MAX_COUNT = '2';
    try {
      const customer = await customerWithCase();
      const caseId = await caseRowId(customer.reference);
      const token = await draftWith([
        { name: 'a.pdf', bytes: await samplePdf('a') },
        { name: 'b.pdf', bytes: await samplePdf('b') },
      ]);
      await providerUpload(customer.reference, 'c.pdf', await samplePdf('c'));
      const { status, body } = await answer(await send(customer.id, customer.session, { text: 'Zwei Dateien', draft_token: token }));
      expect(status).toBe(422);
      expect(body.errors).toContainEqual(expect.objectContaining({ code: 'too_many_documents', params: { max: 2 } }));
      expect(await countRows('case_messages', caseId)).toBe(0);
      expect(await countRows('documents', caseId)).toBe(1);
      const draftList = await answer(await server.request('/api/commissioning/drafts/documents', { headers: { 'X-Draft-Token': token } }));
      expect(draftList.body.documents).toHaveLength(2);
    } finally {
      delete process.env.DOCUMENT_MAX_COUNT;
    }
  });

  it('sends a file the case already holds once, and goes with its case', async () => {
    const customer = await customerWithCase();
    const caseId = await caseRowId(customer.reference);
    const bytes = await samplePdf('einmal');
    await send(customer.id, customer.session, { text: 'Erste', draft_token: await draftWith([{ name: 'x.pdf', bytes }]) });
    const second = await answer(await send(customer.id, customer.session, { text: 'Zweite', draft_token: await draftWith([{ name: 'y.pdf', bytes }]) }));
    expect(second.status).toBe(201);
    expect(second.body.message.documents[0].file_name).toBe('x.pdf');
    expect(await countRows('documents', caseId)).toBe(1);

    const db = await getDatabase();
    const links = async () => Number(((await db.execute(sql`select count(*)::int as count from case_message_documents`)) as unknown as { rows: { count: number }[] }).rows[0].count);
    const linksBefore = await links();
    await db.delete(cases).where(eq(cases.id, caseId));
    expect(await countRows('case_messages', caseId)).toBe(0);
    expect(await countRows('documents', caseId)).toBe(0);
    expect(await links()).toBe(linksBefore - 2);
  });
});

describe('the caseworker answers through the CLI', () => {
  async function cli(args: string[], files: Record<string, Uint8Array> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const missing = (path: string) => Object.assign(new Error('missing'), { code: 'ENOENT', path });
    const io: CliIo = {
      env: { APP_URL: server.url, BACKOFFICE_API_KEY: backofficeKey },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readFile: (path) => {
        if (!(path in files)) throw missing(path);
        return Buffer.from(files[path]).toString('utf8');
      },
      readBytes: (path) => {
        if (!(path in files)) throw missing(path);
        return files[path];
      },
      writeFile: () => undefined,
    };
    const code = await runCli(args, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('sends a message with attachments and lists the conversation', async () => {
    const customer = await customerWithCase();
    const sent = await cli(['message', customer.reference, '--text', '<p>Ihr Vermieter hat geantwortet.</p>', '--attach', 'akten/antwort.pdf', '--attach', 'foto.png'], {
      'akten/antwort.pdf': await samplePdf('Antwort'),
      'foto.png': samplePng(),
    });
    expect(sent).toMatchObject({ code: exitCodes.ok });
    expect(sent.out).toMatch(/Message sent\./);
    expect(sent.out).toMatch(/antwort\.pdf/);
    expect(sent.out).toMatch(/E-mail: sent/);
    const listed = await cli(['messages', customer.reference]);
    expect(listed.out).toMatch(/Provider \(unread by the customer\)/);
    expect(listed.out).toMatch(/Ihr Vermieter hat geantwortet\./);
    expect(listed.out).toMatch(/foto\.png/);
    const conversation = await answer(await server.request(messagesPath(customer.id), { headers: customer.session }));
    expect(conversation.body.messages[0].documents.map((document: { file_name: string }) => document.file_name)).toEqual(['antwort.pdf', 'foto.png']);
  });

  it('refuses an empty text before uploading, and a disguised file, naming the option', async () => {
    const customer = await customerWithCase();
    const caseId = await caseRowId(customer.reference);
    const empty = await cli(['message', customer.reference, '--text', ' ', '--attach', 'a.pdf'], { 'a.pdf': await samplePdf('a') });
    expect(empty.code).toBe(exitCodes.refused);
    expect(empty.err).toMatch(/--text: Please write a message\. \(required\)/);
    const disguised = await cli(['message', customer.reference, '--text', 'Anbei', '--attach', 'brief.pdf'], { 'brief.pdf': sampleHtml() });
    expect(disguised.code).toBe(exitCodes.refused);
    expect(disguised.err).toMatch(/--attach: .*PDF, JPEG or PNG/);
    expect(await countRows('documents', caseId)).toBe(0);
    expect(await countRows('case_messages', caseId)).toBe(0);
  });
});
