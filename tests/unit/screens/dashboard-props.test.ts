/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DashboardProps } from '@/screens/Dashboard';
import { dashboardServerProps } from '@/screens/Dashboard/server-props';
import { authCookieName, parseStoredAuth } from '@/session/stored-auth';

const accounts = setupServer();
beforeAll(() => accounts.listen({ onUnhandledRequest: 'error' }));
afterEach(() => accounts.resetHandlers());
afterAll(() => accounts.close());

const base = 'http://accounts.test';
beforeEach(() => {
  process.env.ACCOUNT_SERVICE_URL = base;
});

const auth = { token: 'tok', uId: 'kim@example.de', client: 'cli', expiredAt: Math.floor(Date.now() / 1000) + 600 };

const user = {
  id: 1,
  email: 'kim@example.de',
  first_name: 'Kim',
  last_name: 'Berger',
  overview: {
    profile: {
      email: 'kim@example.de',
      phone: null,
      first_name: 'Kim',
      last_name: 'Berger',
      address: { city: null, district: null, postal_code: null, street_name: null, house_number: null },
    },
    requests: [],
  },
};

async function run() {
  const headers: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  const req = { cookies: { [authCookieName]: JSON.stringify(auth) } };
  const result = await dashboardServerProps('de')({ req, res, query: {} } as unknown as GetServerSidePropsContext);
  return { result: result as { props?: DashboardProps; redirect?: unknown }, status: res.statusCode, headers };
}

describe('dashboard page data', () => {
  it('takes the moved session expiry into the auth cookie', async () => {
    const expiry = auth.expiredAt + 3000;
    accounts.use(http.get(`${base}/api/v1/me`, () => HttpResponse.json({ status: 'success', data: { user } }, { headers: { expiry: String(expiry) } })));
    const { result, status, headers } = await run();
    expect(status).toBe(200);
    expect(result.props?.user?.email).toBe('kim@example.de');
    const cookie = headers['set-cookie'];
    expect(cookie).toMatch(new RegExp(`^${authCookieName}=[^;]+; Path=/; Expires=[^;]+ GMT; SameSite=Lax$`));
    const value = decodeURIComponent(cookie.split(';')[0].slice(authCookieName.length + 1));
    expect(parseStoredAuth(value)).toEqual({ ...auth, expiredAt: expiry });
  });

  it.each([
    ['fails', () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'service_unavailable', params: {} }] }, { status: 503 })],
    ['is unreachable', () => HttpResponse.error()],
  ])('answers 503 with its error state when the account service %s', async (_, answer) => {
    accounts.use(http.get(`${base}/api/v1/me`, answer));
    const { result, status } = await run();
    expect(status).toBe(503);
    expect(result.props?.user).toBeNull();
    expect(result.props?.loadErrors.length).toBeGreaterThan(0);
  });

  it('clears the cookie and sends the visitor to sign in when the service no longer knows the session', async () => {
    accounts.use(
      http.get(`${base}/api/v1/me`, () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'unauthorized', params: {} }] }, { status: 401 })),
    );
    const { result, headers } = await run();
    expect(result.redirect).toEqual({ destination: '/anmelden', permanent: false });
    expect(headers['set-cookie']).toBe(`${authCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
  });
});
