/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PageProps } from '@/page-setup/page-props';
import { serverPage } from '@/page-setup/server-page';
import { type CaseStatusData, caseStatusNamespaces } from '@/screens/CaseStatus';
import { loadCaseStatus } from '@/screens/CaseStatus/load';

const engine = setupServer();
beforeAll(() => engine.listen({ onUnhandledRequest: 'error' }));
afterEach(() => engine.resetHandlers());
afterAll(() => engine.close());

const base = 'http://engine.test';
const id = 'Qx7mN2pL9vR4tY8wZ1aB3cD5eF6gH0iJ2kL4mN6oP8q';

beforeEach(() => {
  process.env.ENGINE_SERVICE_URL = base;
  process.env.ENGINE_ACCESS_TOKEN = 'secret-engine-token';
  // Unless a test says otherwise, the engine is one without documents.
  engine.use(http.get(`${base}/api/cases/:id/documents`, () => HttpResponse.json({ status: 'failure', errors: [{ code: 'not_found', path: 'id', params: {} }] }, { status: 404 })));
});

function context(query: Record<string, string | string[]>) {
  const headers: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  return { ctx: { query, res, req: { cookies: {} } } as unknown as GetServerSidePropsContext, res, headers };
}

async function run(language: 'de' | 'en', query: Record<string, string | string[]>) {
  const { ctx, res, headers } = context(query);
  const result = (await serverPage('caseStatus', language, caseStatusNamespaces, loadCaseStatus)(ctx)) as { props: PageProps & CaseStatusData };
  return { props: result.props, status: res.statusCode, headers };
}

const historyAnswer = {
  product_name: 'deposit',
  reference_number: '2026-7Q4M-X9P2',
  status: 'in_review',
  status_description: 'We are checking.',
  reply_email: 'info@klarfall.de',
  history: [
    { date: '2026-01-05', short: 'Old', description: '<p>old</p>' },
    { date: '2026-02-05', short: 'New', description: '<p onclick="x()">new<script>alert(1)</script></p>' },
  ],
};

const questionnaire = {
  questionnaire: {
    steps: [
      {
        categories: [
          { name: 'b', scouts: [{ name: 's2', position: 'right', mobile_position: 2, content: '<h2>Two</h2>' }] },
          { name: 'a', scouts: [{ name: 's1', position: 'sideways', mobile_position: '1', content: '<h2>One</h2><img src=x onerror=alert(1)>' }] },
        ],
      },
    ],
  },
};

describe('case status page data', () => {
  it('loads history and questionnaire with the server token in the page language, sanitised and ordered', async () => {
    let seen: { authorization: string | null; locale: string | null; id: string | null } | undefined;
    engine.use(
      http.get(`${base}/api/request_history.json`, ({ request }) => {
        const url = new URL(request.url);
        seen = { authorization: request.headers.get('authorization'), locale: url.searchParams.get('locale'), id: url.searchParams.get('id') };
        return HttpResponse.json({ ...historyAnswer, deadline: { day: '2026-03-23', days_left: 2, warning: 'urgent' } });
      }),
      http.get(`${base}/api/v1/funnels/deposit-case-details.json`, ({ request }) =>
        new URL(request.url).searchParams.get('locale') === 'en' ? HttpResponse.json(questionnaire) : HttpResponse.json({}, { status: 400 }),
      ),
      http.get(`${base}/api/cases/${id}/documents`, () =>
        HttpResponse.json({
          documents: [{ id: 'doc-1', category: 'dismissal-letter', file_name: 'Kündigung.pdf', media_type: 'application/pdf', size_bytes: 48213, created_at: '2026-03-10T09:00:00.000Z' }],
          confirmation: { file_name: 'Order-confirmation-2026-7Q4M-X9P2.pdf' },
        }),
      ),
    );
    const { props, status, headers } = await run('en', { id });
    expect(seen).toEqual({ authorization: 'Bearer secret-engine-token', locale: 'en', id });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(props.caseStatus).toEqual({
      kind: 'found',
      view: {
        id,
        productName: 'deposit',
        referenceNumber: '2026-7Q4M-X9P2',
        status: 'in_review',
        statusDescription: 'We are checking.',
        statusDescriptionLanguage: null,
        replyEmail: 'info@klarfall.de',
        history: [
          { date: '2026-02-05', short: 'New', description: '<p>new</p>', language: null },
          { date: '2026-01-05', short: 'Old', description: '<p>old</p>', language: null },
        ],
        scouts: [
          { key: 'a-s1', position: 'other', mobilePosition: 1, content: '<h2>One</h2>' },
          { key: 'b-s2', position: 'right', mobilePosition: 2, content: '<h2>Two</h2>' },
        ],
        deadline: { day: '2026-03-23', days_left: 2, warning: 'urgent' },
        emailProven: true,
        // Links as the browser reaches the engine.
        files: {
          door: 'link',
          documents: [{ id: 'doc-1', name: 'Kündigung.pdf', url: `${base}/api/cases/${id}/documents/doc-1`, mediaType: 'application/pdf', sizeBytes: 48213 }],
          confirmation: { name: 'Order-confirmation-2026-7Q4M-X9P2.pdf', url: `${base}/api/cases/${id}/confirmation` },
        },
        conversation: { kind: 'signedOut' },
      },
    });
    expect(props.slugs).toEqual({ de: `/case?id=${id}`, en: `/en/case?id=${id}` });
    expect(props.language).toBe('en');
    expect(JSON.stringify(props)).not.toContain('secret-engine-token');
  });

  it('answers 404 with the not-found page without asking the engine when the id is missing', async () => {
    const { props, status } = await run('de', {});
    expect(status).toBe(404);
    expect(props.caseStatus).toEqual({ kind: 'notFound' });
    expect((await run('de', { id: '   ' })).status).toBe(404);
  });

  it('answers 404 when the engine does not know the case', async () => {
    engine.use(
      http.get(`${base}/api/request_history.json`, () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: 'id', code: 'not_found', params: {} }] }, { status: 404 }),
      ),
    );
    const { props, status } = await run('de', { id: 'nope' });
    expect(status).toBe(404);
    expect(props.caseStatus).toEqual({ kind: 'notFound' });
    expect(props.slugs).toEqual({ de: '/case?id=nope', en: '/en/case?id=nope' });
  });

  it.each([
    ['refuses the token', () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'invalid_token', params: {} }] }, { status: 401 })],
    ['fails', () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'internal_error', params: {} }] }, { status: 500 })],
    ['is unreachable', () => HttpResponse.error()],
    ['answers something else', () => HttpResponse.json({ product: 'x' })],
    ['answers HTML', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })],
  ])('answers 503 with the unavailable page when the engine %s', async (_, answer) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    engine.use(http.get(`${base}/api/request_history.json`, answer));
    const { props, status } = await run('de', { id });
    expect(status).toBe(503);
    expect(props.caseStatus).toEqual({ kind: 'unavailable', id });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the history without scouts when only the questionnaire fails', async () => {
    engine.use(
      http.get(`${base}/api/request_history.json`, () => HttpResponse.json(historyAnswer)),
      http.get(`${base}/api/v1/funnels/deposit-case-details.json`, () => HttpResponse.error()),
    );
    const { props, status } = await run('de', { id });
    expect(status).toBe(200);
    expect(props.caseStatus).toMatchObject({ kind: 'found', view: { scouts: [] } });
  });
});
