import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setClock, resetClock } from '@/server/clock';
import { samplePdf, samplePng, sampleHtml } from '../support/sample-documents';
import { answer } from './support/accounts';
import { testServerForFile } from './support/test-server';

process.env.DOCUMENT_MAX_BYTES = String(200 * 1024);
process.env.DRAFT_MAX_BYTES = String(300 * 1024);
// Each test uploads from its own client address (X-Forwarded-For, as behind nginx), so the limits per client keep apart.
process.env.TRUST_PROXY = '1';
const server = testServerForFile();
jest.setTimeout(30_000);

let clients = 0;
/** A client address of its own: IPv4 from the documentation range. */
const newClient = () => {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${clients % 250}`;
};
let client = newClient();
beforeEach(() => {
  client = newClient();
});

async function newDraft(from = client): Promise<string> {
  const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST', headers: { 'X-Forwarded-For': from } }));
  expect(draft.status).toBe(201);
  return draft.body.draft_token;
}

const upload = (token: string, fileName: string, bytes: Uint8Array, category = 'rental-contract', from = client) =>
  fetch(`${server.url}/api/commissioning/drafts/documents?category=${category}`, {
    method: 'POST',
    headers: { 'X-Draft-Token': token, 'X-File-Name': encodeURIComponent(fileName), 'Content-Type': 'application/octet-stream', 'X-Forwarded-For': from },
    body: Buffer.from(bytes),
  }).then(answer);

/** A PNG of `kib` KiB that does not compress: a photo as far as the checks can tell. */
const photo = (kib: number) => {
  const png = samplePng(16, 16, true);
  return Buffer.concat([png, randomBytes(kib * 1024 - png.byteLength)]);
};

/**
 * Sends an upload's headers over a bare connection, asking with `Expect: 100-continue` before sending
 * the body (unless it comes through a proxy, `from`), and answers the first status line the server
 * sends back: 100 means "send it", anything else is the answer without the body having travelled.
 */
function firstAnswerToHeaders(token: string, declaredBytes: number | undefined, from?: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        [
          'POST /api/commissioning/drafts/documents?category=rental-contract HTTP/1.1',
          `Host: ${hostname}:${port}`,
          `X-Draft-Token: ${token}`,
          'X-File-Name: Foto.png',
          // nginx answers a client's Expect itself and passes the body on without asking.
          ...(from ? [`X-Forwarded-For: ${from}`] : ['Expect: 100-continue']),
          'Content-Type: application/octet-stream',
          declaredBytes === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${declaredBytes}`,
          '',
          '',
        ].join('\r\n'),
      );
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, end) });
    });
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    }, 5000);
  });
}

const withToken = (token: string) => ({ headers: { 'X-Draft-Token': token } });

describe('uploads before the order', () => {
  it('gives out a draft token with the limits', async () => {
    const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
    expect(draft.body).toEqual({
      draft_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      max_bytes: 200 * 1024,
      max_count: 20,
      max_total_bytes: 300 * 1024,
      lifetime_seconds: 24 * 3600,
      expires_at: expect.any(String),
    });
  });

  it('stores a file by its content, lists it and serves it back only as an attachment', async () => {
    const token = await newDraft();
    const pdf = await samplePdf('Mietvertrag');
    const stored = await upload(token, 'Mietvertrag Müller.pdf', pdf);
    expect(stored).toMatchObject({ status: 201, body: { created: true, document: { category: 'rental-contract', file_name: 'Mietvertrag Müller.pdf', media_type: 'application/pdf', size_bytes: pdf.byteLength } } });
    expect((await upload(token, 'Mietvertrag Müller.pdf', pdf)).status).toBe(200);

    const listed = await answer(await server.request('/api/commissioning/drafts/documents', withToken(token)));
    expect(listed.body.documents.map((document: { id: string }) => document.id)).toEqual([stored.body.document.id]);

    const download = await server.request(`/api/commissioning/drafts/documents/${stored.body.document.id}`, withToken(token));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Mietvertrag Muller.pdf"; filename*=UTF-8''Mietvertrag%20M%C3%BCller.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('shows a draft\'s files to nobody without its token', async () => {
    const token = await newDraft();
    const stored = await upload(token, 'Scan.png', samplePng(4, 4));
    const other = await newDraft();
    expect((await server.request(`/api/commissioning/drafts/documents/${stored.body.document.id}`, withToken(other))).status).toBe(404);
    expect((await answer(await server.request('/api/commissioning/drafts/documents', withToken(other)))).body).toMatchObject({ documents: [], max_bytes: 200 * 1024, max_count: 20, max_total_bytes: 300 * 1024 });
    const without = await answer(await server.request(`/api/commissioning/drafts/documents/${stored.body.document.id}`));
    expect(without).toEqual({ status: 410, body: { status: 'failure', errors: [{ path: 'X-Draft-Token', code: 'draft_expired', params: {} }] } });
    expect((await answer(await server.request(`/api/commissioning/drafts/documents/${stored.body.document.id}`, { method: 'DELETE', ...withToken(other) }))).status).toBe(404);
    expect(await answer(await server.request(`/api/commissioning/drafts/documents/${stored.body.document.id}`, { method: 'DELETE', ...withToken(token) }))).toEqual({ status: 200, body: { deleted: true } });
  });

  it.each([
    ['a web page called a PDF', 'Vertrag.pdf', sampleHtml(), { path: 'file', code: 'document_unsupported_type', params: {} }],
    ['a PNG called a PDF', 'Kündigung.pdf', samplePng(), { path: 'file', code: 'document_name_mismatch', params: { extension: 'pdf', detected: 'png' } }],
    ['an empty file', 'leer.pdf', new Uint8Array(0), { path: 'file', code: 'document_empty', params: {} }],
  ])('refuses %s', async (_what, name, bytes, error) => {
    const token = await newDraft();
    expect(await upload(token, name, bytes)).toEqual({ status: 422, body: { status: 'failure', errors: [error] } });
  });

  it('reads no body beyond the size limit', async () => {
    const token = await newDraft();
    const tooLarge = new Uint8Array(200 * 1024 + 2);
    const refused = await upload(token, 'gross.pdf', tooLarge);
    expect(refused.status).toBe(413);
  });

  it('refuses a category no funnel question has', async () => {
    const token = await newDraft();
    expect((await upload(token, 'x.pdf', await samplePdf(), 'Not a slug')).body.errors).toEqual([{ path: 'category', code: 'invalid_category', params: {} }]);
    // Well-formed, but no funnel asks for it: a customer's upload cannot pass itself off as the law firm's.
    for (const category of ['provider', 'court-ruling']) {
      expect(await upload(token, 'x.pdf', await samplePdf(), category)).toEqual({ status: 422, body: { status: 'failure', errors: [{ path: 'category', code: 'invalid_category', params: {} }] } });
    }
    expect((await answer(await server.request('/api/commissioning/drafts/documents', withToken(token)))).body.documents).toEqual([]);
  });
});

describe('what one client and everybody can upload before ordering', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_UPLOAD_BYTES_PER_IP;
    delete process.env.RATE_LIMIT_UPLOAD_PER_IP;
    delete process.env.RATE_LIMIT_DRAFT_PER_IP;
    delete process.env.UNORDERED_UPLOADS_MAX_BYTES;
    resetClock();
  });

  it('takes uploads only for drafts it started', async () => {
    const madeUp = randomBytes(32).toString('base64url');
    expect(await upload(madeUp, 'Scan.png', samplePng(4, 4))).toEqual({ status: 410, body: { status: 'failure', errors: [{ path: 'X-Draft-Token', code: 'draft_expired', params: {} }] } });
  });

  it('keeps a draft for its lifetime from its creation, however often files arrive', async () => {
    const started = new Date();
    const token = await newDraft();
    setClock(() => new Date(started.getTime() + 23 * 3600 * 1000));
    expect((await upload(token, 'Scan.png', samplePng(4, 4))).status).toBe(201);
    setClock(() => new Date(started.getTime() + 24 * 3600 * 1000 + 1000));
    expect((await upload(token, 'Scan2.png', samplePng(5, 5))).status).toBe(410);
    // Its list says so too, so that a funnel restored after a reload starts a new draft.
    expect(await answer(await server.request('/api/commissioning/drafts/documents', withToken(token)))).toEqual({
      status: 410,
      body: { status: 'failure', errors: [{ path: 'X-Draft-Token', code: 'draft_expired', params: {} }] },
    });
  });

  it('refuses files beyond the bytes of one draft', async () => {
    const token = await newDraft();
    expect((await upload(token, 'a.png', photo(180))).status).toBe(201);
    // `max` in whole MB for the message: this file's 300 KiB are below one.
    expect(await upload(token, 'b.png', photo(180))).toEqual({ status: 422, body: { status: 'failure', errors: [{ path: 'file', code: 'draft_too_large', params: { max: 0 } }] } });
    expect((await upload(token, 'c.png', photo(100))).status).toBe(201);
  });

  it('refuses a client beyond its bytes per window with 429 and a translated reason, whatever drafts it starts', async () => {
    process.env.RATE_LIMIT_UPLOAD_BYTES_PER_IP = `${400 * 1024}/86400`;
    const first = await newDraft();
    expect((await upload(first, 'a.png', photo(190))).status).toBe(201);
    const second = await newDraft();
    expect((await upload(second, 'b.png', photo(190))).status).toBe(201);
    const third = await newDraft();
    const refused = await upload(third, 'c.png', photo(190));
    expect(refused).toMatchObject({ status: 429, body: { errors: [{ path: null, code: 'upload_quota_exceeded', params: { retryAfter: expect.any(Number), hours: 24 } }] } });
    // Another client is not held back.
    const other = newClient();
    expect((await upload(await newDraft(other), 'c.png', photo(190), 'rental-contract', other)).status).toBe(201);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    process.env.RATE_LIMIT_UPLOAD_PER_IP = '2/3600';
    const network = `2001:db8:${clients.toString(16)}:1`;
    const token = await newDraft(`${network}::1`);
    expect((await upload(token, 'a.png', samplePng(3, 3), 'rental-contract', `${network}::1`)).status).toBe(201);
    expect((await upload(token, 'b.png', samplePng(4, 4), 'rental-contract', `${network}:0:0:ffff:2`)).status).toBe(201);
    expect((await upload(token, 'c.png', samplePng(5, 5), 'rental-contract', `${network}:abcd::9`)).status).toBe(429);
  });

  it('limits the drafts one client starts', async () => {
    process.env.RATE_LIMIT_DRAFT_PER_IP = '2/3600';
    await newDraft();
    await newDraft();
    const third = await answer(await server.request('/api/commissioning/drafts', { method: 'POST', headers: { 'X-Forwarded-For': client } }));
    expect(third).toMatchObject({ status: 429, body: { errors: [{ code: 'too_many_requests' }] } });
  });

  it('pauses uploads with 507 while everybody\'s unordered uploads are at their limit', async () => {
    const token = await newDraft();
    expect((await upload(token, 'a.png', photo(100))).status).toBe(201);
    process.env.UNORDERED_UPLOADS_MAX_BYTES = String(50 * 1024);
    const other = newClient();
    const paused = await fetch(`${server.url}/api/commissioning/drafts/documents?category=rental-contract`, {
      method: 'POST',
      headers: { 'X-Draft-Token': await newDraft(other), 'X-File-Name': 'b.png', 'X-Forwarded-For': other },
      body: photo(20),
    });
    expect(paused.status).toBe(507);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await paused.json()).toMatchObject({ errors: [{ path: null, code: 'uploads_paused', params: { retryAfter: expect.any(Number), hours: 24 } }] });
  });

  it('judges an upload by its declared size before its bytes travel', async () => {
    const token = await newDraft();
    expect((await upload(token, 'a.png', photo(180))).status).toBe(201);
    // Beyond the draft's bytes: refused at once, no "100 Continue", and the connection is closed.
    const refused = await firstAnswerToHeaders(token, 180 * 1024);
    expect(refused.status).toBe(422);
    expect(refused.head).toMatch(/^connection: close$/im);
    // Through a proxy (nginx passes the body on as it comes) the connection stays, and the body is dropped as it arrives.
    const proxied = await firstAnswerToHeaders(token, 180 * 1024, client);
    expect(proxied.status).toBe(422);
    expect(proxied.head).not.toMatch(/^connection: close$/im);
    // Beyond the file limit: refused before the body too.
    expect((await firstAnswerToHeaders(token, 250 * 1024)).status).toBe(413);
    // Without a declared size: 411.
    expect((await firstAnswerToHeaders(token, undefined)).status).toBe(411);
    // Within every limit: "send it".
    expect((await firstAnswerToHeaders(token, 50 * 1024)).status).toBe(100);
  });
});
