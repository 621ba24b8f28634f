import { samplePdf, samplePng, sampleHtml } from '../support/sample-documents';
import { answer } from './support/accounts';
import { testServerForFile } from './support/test-server';

process.env.DOCUMENT_MAX_BYTES = String(200 * 1024);
const server = testServerForFile();
jest.setTimeout(30_000);

async function newDraft(): Promise<string> {
  const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
  expect(draft.status).toBe(201);
  return draft.body.draft_token;
}

const upload = (token: string, fileName: string, bytes: Uint8Array, category = 'rental-contract') =>
  fetch(`${server.url}/api/commissioning/drafts/documents?category=${category}`, {
    method: 'POST',
    headers: { 'X-Draft-Token': token, 'X-File-Name': encodeURIComponent(fileName), 'Content-Type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  }).then(answer);

const withToken = (token: string) => ({ headers: { 'X-Draft-Token': token } });

describe('uploads before the order', () => {
  it('gives out a draft token with the limits', async () => {
    const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
    expect(draft.body).toEqual({ draft_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), max_bytes: 200 * 1024, max_count: 20, lifetime_seconds: 24 * 3600 });
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
    expect((await answer(await server.request('/api/commissioning/drafts/documents', withToken(other)))).body.documents).toEqual([]);
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
  });
});
