import { caseHistoryEntries, cases } from '@/server/db/tables/cases';
import { productNames } from '@/contracts/vocabulary/cases';
import { setClock } from '@/server/clock';
import { addEntry, answer, backofficeKey, engineHeaders, engineToken, openCase } from './support/cases';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

const history = (id: string, query = '', headers: Record<string, string> = engineHeaders) =>
  server.request(`/api/request_history.json?id=${encodeURIComponent(id)}${query}`, { headers });

describe('engine API: case history', () => {
  it('answers the product name, the current status and the history, newest first', async () => {
    setClock(() => new Date('2026-03-01T09:00:00Z'));
    const opened = await openCase(server, { product_name: 'rent-brake', status: 'claim_asserted' }, { notify: false });
    await addEntry(server, opened.reference_number, { short: 'Rüge versandt', description: '<p>Frist bis 15.03.</p>', date: '2026-03-01' }, { notify: false });

    const response = await history(opened.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      product_name: 'rent-brake',
      reference_number: opened.reference_number,
      status: 'claim_asserted',
      status_description: 'Wir haben Ihren Anspruch bei der Gegenseite geltend gemacht und warten auf die Antwort.',
      status_description_language: 'de',
      reply_email: 'info@klarfall.de',
      // Each entry says the language it is written in: the case's, as nobody named another.
      history: [
        { date: '2026-03-01', short: 'Rüge versandt', description: '<p>Frist bis 15.03.</p>', language: 'de' },
        { date: '2026-03-01', short: 'Auftrag eingegangen', description: expect.stringContaining(opened.reference_number), language: 'de' },
      ],
    });
  });

  it('gives the status text in the language asked for and refuses unknown languages', async () => {
    const opened = await openCase(server, { status: 'court' }, { notify: false });
    expect((await (await history(opened.id, '&locale=en')).json()).status_description).toBe(
      'Your claim is being pursued in court. We continue to bear the cost risk.',
    );
    expect(await answer(await history(opened.id, '&locale=fr'))).toEqual({
      status: 422,
      body: { status: 'failure', errors: [{ path: 'locale', code: 'unsupported_language', params: { allowed: 'de, en' } }] },
    });
  });

  it('accepts the token as a `token` query parameter too', async () => {
    const opened = await openCase(server, {}, { notify: false });
    expect((await history(opened.id, `&token=${engineToken}`, {})).status).toBe(200);
    expect((await history(opened.id, '&token=wrong', {})).status).toBe(401);
  });

  it('refuses missing and wrong tokens with 401 before telling anything about the case', async () => {
    const opened = await openCase(server, {}, { notify: false });
    expect(await answer(await history(opened.id, '', {}))).toEqual({
      status: 401,
      body: { status: 'failure', errors: [{ path: null, code: 'missing_token', params: {} }] },
    });
    expect(await answer(await history('unknown', '', { Authorization: 'Bearer test-engine-tokeN' }))).toEqual({
      status: 401,
      body: { status: 'failure', errors: [{ path: null, code: 'invalid_token', params: {} }] },
    });
    expect((await history(opened.id, '', { Authorization: `Bearer ${backofficeKey}` })).status).toBe(401);
  });

  it('answers unknown, malformed and missing ids with the error list', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const notFound = { status: 404, body: { status: 'failure', errors: [{ path: 'id', code: 'case_not_found', params: {} }] } };
    const unknown = `${opened.id.slice(0, -1)}${opened.id.endsWith('A') ? 'B' : 'A'}`;
    expect(await answer(await history(unknown))).toEqual(notFound);
    expect(await answer(await history(opened.reference_number))).toEqual(notFound);
    expect(await answer(await history("' or 1=1 --"))).toEqual(notFound);
    expect(await answer(await server.request('/api/request_history.json', { headers: engineHeaders }))).toEqual({
      status: 422,
      body: { status: 'failure', errors: [{ path: 'id', code: 'required', params: {} }] },
    });
  });

  it('sanitises stored HTML on the way out, whatever is in the database', async () => {
    // As if written by an older version or an import: straight into the table, bypassing the API.
    const [row] = await server.database.db
      .insert(cases)
      .values({
        publicId: 'x'.repeat(43),
        referenceNumber: '2026-TEST-0000',
        email: 'legacy@example.org',
        language: 'de',
        productName: 'deposit',
        status: 'in_review',
        // Imported for a known customer: the address counts as proven.
        emailProvenAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await server.database.db.insert(caseHistoryEntries).values({
      caseId: row.id,
      date: '2026-01-02',
      short: 'Import',
      language: 'de',
      description:
        '<h1>Titel</h1><p style="color:red" onmouseover="x()">Text<script>fetch("/steal")</script></p>' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">a</a><a href="data:text/html;base64,PHNjcmlwdD4=">b</a>' +
        '<a href="mailto:hilfe@klarfall.de">c</a><svg onload="alert(1)"></svg><img src=x onerror="alert(1)">',
      createdAt: new Date(),
    });
    const { history: entries } = await (await history('x'.repeat(43))).json();
    expect(entries[0].description).toBe(
      '<h2>Titel</h2><p>Text</p><a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a href="mailto:hilfe@klarfall.de" rel="noopener noreferrer">c</a>',
    );
  });
});

describe('engine API: case-details questionnaires', () => {
  it.each(productNames.flatMap((product) => [[product, 'de'], [product, 'en']]))('%s in %s has real content in every category', async (product, locale) => {
    const response = await server.request(`/api/v1/funnels/${product}-case-details.json?locale=${locale}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { questionnaire } = await response.json();
    expect(questionnaire).toMatchObject({ name: `${product}-case-details`, locale });
    const categories = questionnaire.steps[0].categories;
    expect(categories.map((category: { name: string }) => category.name)).toEqual(['next-steps', 'deadlines', 'documents', 'good-to-know']);
    for (const category of categories) {
      for (const scout of category.scouts) {
        expect(['left', 'right', 'other']).toContain(scout.position);
        expect(Number.isInteger(scout.mobile_position)).toBe(true);
        expect(scout.content).toMatch(/^<h2>[^<]+<\/h2>/);
        expect(scout.content.length).toBeGreaterThan(200);
      }
    }
  });

  it('answers German without a locale', async () => {
    const { questionnaire } = await (await server.request('/api/v1/funnels/deposit-case-details.json')).json();
    expect(questionnaire.locale).toBe('de');
    expect(questionnaire.steps[0].categories[0].scouts[0].content).toContain('So geht es weiter');
  });

  it('answers unknown products with 404 and unknown languages with 422', async () => {
    expect(await answer(await server.request('/api/v1/funnels/lawsuit-case-details.json'))).toEqual({
      status: 404,
      body: { status: 'failure', errors: [{ path: 'product_name', code: 'not_found', params: {} }] },
    });
    expect((await server.request('/api/v1/funnels/deposit-case-details.json?locale=xx')).status).toBe(422);
    expect((await server.request('/api/v1/funnels/deposit-details.json')).status).toBe(404);
  });
});
