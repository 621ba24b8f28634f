import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { object, string } from 'yup';
import { attachmentFileName, authHeaders, call, callerMarker, request } from '@/api-client/http';
import { endpoint } from '@/contracts/endpoint';
import { answer, body, text } from '@/contracts/rules';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const auth = { token: 'tok', uId: 'kim@example.org', client: 'cli', expiredAt: 1_900_000_000 };

describe('api-client request', () => {
  it('sends JSON with the method and answers the parsed data and headers', async () => {
    let received: { method: string; body: unknown; type: string | null } | undefined;
    server.use(
      http.put('http://localhost/api/v1/things', async ({ request: r }) => {
        received = { method: r.method, body: await r.json(), type: r.headers.get('content-type') };
        return HttpResponse.json({ status: 'success', data: { id: 1 } }, { headers: { uid: 'kim@example.org' } });
      }),
    );
    const response = await request('account', 'PUT', '/api/v1/things', { body: { a: 1 } });
    expect(received).toEqual({ method: 'PUT', body: { a: 1 }, type: 'application/json' });
    expect(response).toMatchObject({ ok: true, status: 200, data: { status: 'success', data: { id: 1 } } });
    expect(response.ok && response.headers.get('uid')).toBe('kim@example.org');
  });

  it.each(['GET', 'POST', 'PATCH', 'DELETE'] as const)('supports %s', async (method) => {
    server.use(http.all('http://localhost/api/m', ({ request: r }) => HttpResponse.json({ method: r.method })));
    expect(await request('account', method, '/api/m')).toMatchObject({ ok: true, data: { method } });
  });

  it('adds the session headers with a Bearer token, and the Caller marker when asked', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get('http://localhost/api/v1/me', ({ request: r }) => {
        headers = r.headers;
        return HttpResponse.json({ status: 'success' });
      }),
    );
    await request('account', 'GET', '/api/v1/me', { auth, caller: true });
    expect(headers?.get('authorization')).toBe('Bearer tok');
    expect(headers?.get('access-token')).toBe('tok');
    expect(headers?.get('token-type')).toBe('Bearer');
    expect(headers?.get('client')).toBe('cli');
    expect(headers?.get('uid')).toBe('kim@example.org');
    expect(headers?.get('expiry')).toBe('1900000000');
    expect(headers?.get('caller')).toBe(callerMarker);
  });

  it('sends no auth or caller headers without a session', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get('http://localhost/api/open', ({ request: r }) => {
        headers = r.headers;
        return HttpResponse.json([]);
      }),
    );
    await request('bankSearch', 'GET', '/api/open', { query: { search: 'Spar kasse', empty: undefined } });
    expect(headers?.get('authorization')).toBeNull();
    expect(headers?.get('caller')).toBeNull();
  });

  it('passes query parameters encoded', async () => {
    let url = '';
    server.use(
      http.get('http://localhost/girokosten/banks', ({ request: r }) => {
        url = r.url;
        return HttpResponse.json([]);
      }),
    );
    await request('bankSearch', 'GET', '/girokosten/banks', { query: { search: 'Spar kasse&co' } });
    expect(url).toBe('http://localhost/girokosten/banks?search=Spar+kasse%26co');
  });

  it('turns a failure body into an error list, whatever the HTTP status', async () => {
    server.use(
      http.post('http://localhost/api/v1/users', () =>
        HttpResponse.json(
          {
            status: 'failure',
            errors: [
              { path: 'user.password', code: 'too_short', params: { count: 8 } },
              { path: null, code: 'bad_credentials', params: {} },
            ],
          },
          { status: 422 },
        ),
      ),
      http.get('http://localhost/api/ok-but-failed', () => HttpResponse.json({ status: 'failure', errors: [{ code: 'x' }] })),
    );
    expect(await request('account', 'POST', '/api/v1/users', { body: {} })).toEqual({
      ok: false,
      status: 422,
      errors: [
        { path: 'user.password', code: 'too_short', params: { count: 8 } },
        { path: null, code: 'bad_credentials', params: {} },
      ],
    });
    expect(await request('account', 'GET', '/api/ok-but-failed')).toEqual({
      ok: false,
      status: 200,
      errors: [{ path: null, code: 'x', params: {} }],
    });
  });

  it('answers a translated generic error when the network fails', async () => {
    server.use(http.get('http://localhost/api/down', () => HttpResponse.error()));
    expect(await request('account', 'GET', '/api/down')).toEqual({
      ok: false,
      status: 0,
      errors: [{ path: null, code: 'network', params: {} }],
    });
  });

  it('answers a generic error for error statuses without an error list or non-JSON bodies', async () => {
    server.use(
      http.get('http://localhost/api/html', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
      http.get('http://localhost/api/empty', () => new HttpResponse(null, { status: 500 })),
    );
    expect(await request('account', 'GET', '/api/html')).toMatchObject({ ok: false, errors: [{ code: 'network' }] });
    expect(await request('account', 'GET', '/api/empty')).toMatchObject({ ok: false, errors: [{ code: 'unexpected_response' }] });
  });
});

describe('api-client call', () => {
  const renameThing = endpoint({
    method: 'PATCH',
    path: '/api/things/{id}',
    body: body({ name: text(20) }),
    query: object({ language: string().strict().optional() }).strict(),
    answer: answer({ name: string().strict().defined() }),
  });

  it('fills the path, sends the body and the query as the contract types them, and checks the answer', async () => {
    let received: { url: string; body: unknown } | undefined;
    server.use(
      http.patch('http://localhost/api/things/:id', async ({ request: r }) => {
        received = { url: r.url, body: await r.json() };
        return HttpResponse.json({ name: 'Miete' });
      }),
    );
    const options = { baseUrl: 'http://localhost', params: { id: 'a/b' }, body: { name: 'Miete' }, query: { language: 'de' } };
    const response = await call('account', renameThing, options);
    expect(received).toEqual({ url: 'http://localhost/api/things/a%2Fb?language=de', body: { name: 'Miete' } });
    expect(response).toMatchObject({ ok: true, data: { name: 'Miete' } });
  });

  it('answers unexpected_response for an answer of another shape', async () => {
    server.use(http.patch('http://localhost/api/things/:id', () => HttpResponse.json({ title: 'Miete' })));
    const response = await call('account', renameThing, { baseUrl: 'http://localhost', params: { id: '1' }, body: { name: 'Miete' } });
    expect(response).toMatchObject({ ok: false, errors: [{ code: 'unexpected_response' }] });
  });

  it('refuses at compile time what the contract does not take', () => {
    // Never called: only the type checker reads these lines (npm run typecheck fails when one compiles).
    const unchecked = () => [
      // @ts-expect-error a field the body does not have
      call('account', renameThing, { params: { id: '1' }, body: { title: 'Miete' } }),
      // @ts-expect-error the path parameter is missing
      call('account', renameThing, { body: { name: 'Miete' } }),
      // @ts-expect-error a path parameter the path does not name
      call('account', renameThing, { params: { reference: '1' }, body: { name: 'Miete' } }),
      // @ts-expect-error the body is required
      call('account', renameThing, { params: { id: '1' } }),
      // @ts-expect-error a query parameter the contract does not read
      call('account', renameThing, { params: { id: '1' }, body: { name: 'Miete' }, query: { lang: 'de' } }),
    ];
    expect(typeof unchecked).toBe('function');
  });
});

describe('auth headers', () => {
  it('are built from the stored auth object', () => {
    expect(authHeaders(auth)).toEqual({
      Authorization: 'Bearer tok',
      'Access-Token': 'tok',
      'Token-Type': 'Bearer',
      Client: 'cli',
      Uid: 'kim@example.org',
      Expiry: '1900000000',
    });
  });
});

describe('attachmentFileName', () => {
  it('reads the UTF-8 name of an attachment, else its plain name', () => {
    expect(attachmentFileName(`attachment; filename="Kundigung Marz.pdf"; filename*=UTF-8''K%C3%BCndigung%20M%C3%A4rz.pdf`)).toBe('Kündigung März.pdf');
    expect(attachmentFileName('attachment; filename="Vertrag.png"')).toBe('Vertrag.png');
    expect(attachmentFileName(`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('fallback.pdf');
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('inline')).toBeNull();
  });
});
