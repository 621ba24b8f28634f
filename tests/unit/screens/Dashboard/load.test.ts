/**
 * @jest-environment node
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LoadContext } from '@/page-setup/server-page';
import { loadDashboard } from '@/screens/Dashboard/load';
import { authCookieName, parseStoredAuth } from '@/session/stored-auth';

// The customer's ratings and memberships come beside the user; these tests are about the user and the session.
const accounts = setupServer(
  http.get('http://accounts.test/api/v1/me/reviews', () => HttpResponse.json({ reviews: [] })),
  http.get('http://accounts.test/api/v1/me/memberships', () => HttpResponse.json({ memberships: [] })),
);
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
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  const req = { cookies: { [authCookieName]: JSON.stringify(auth) } };
  const loaded = await loadDashboard({ language: 'de', req, res, query: {} } as unknown as LoadContext);
  if ('redirect' in loaded) return { redirect: loaded.redirect, headers };
  return { data: loaded.data, status: loaded.status ?? 200, headers };
}

describe('dashboard page data', () => {
  it('says the memberships are missing, not that there are none, when the service cannot list them', async () => {
    accounts.use(
      http.get(`${base}/api/v1/me`, () => HttpResponse.json({ status: 'success', data: { user } })),
      http.get(`${base}/api/v1/me/memberships`, () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'service_unavailable', params: {} }] }, { status: 503 })),
    );
    const { data, status } = await run();
    expect(status).toBe(200);
    expect(data?.memberships).toBeNull();
  });

  it('takes the moved session expiry into the auth cookie', async () => {
    const expiry = auth.expiredAt + 3000;
    accounts.use(http.get(`${base}/api/v1/me`, () => HttpResponse.json({ status: 'success', data: { user } }, { headers: { expiry: String(expiry) } })));
    const { data, status, headers } = await run();
    expect(status).toBe(200);
    expect(data?.user?.email).toBe('kim@example.de');
    const cookie = headers['set-cookie'];
    expect(cookie).toMatch(new RegExp(`^${authCookieName}=[^;]+; Path=/; Expires=[^;]+ GMT; SameSite=Lax$`));
    const value = decodeURIComponent(cookie.split(';')[0].slice(authCookieName.length + 1));
    expect(parseStoredAuth(value)).toEqual({ ...auth, expiredAt: expiry });
  });

  it('shows an internationalised domain as its owner typed it', async () => {
    const stored = 'kim@xn--bcher-kva.de';
    const idnUser = { ...user, email: stored, overview: { ...user.overview, profile: { ...user.overview.profile, email: stored } } };
    accounts.use(http.get(`${base}/api/v1/me`, () => HttpResponse.json({ status: 'success', data: { user: idnUser } })));
    const { data } = await run();
    expect(data?.user?.email).toBe('kim@bücher.de');
    expect(data?.user?.overview.profile.email).toBe('kim@bücher.de');
  });

  it.each([
    ['fails', () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'service_unavailable', params: {} }] }, { status: 503 })],
    ['is unreachable', () => HttpResponse.error()],
  ])('answers 503 with its error state when the account service %s', async (_, answer) => {
    accounts.use(http.get(`${base}/api/v1/me`, answer));
    const { data, status } = await run();
    expect(status).toBe(503);
    expect(data?.user).toBeNull();
    expect(data?.loadErrors.length).toBeGreaterThan(0);
  });

  it('clears the cookie and sends the visitor to sign in when the service no longer knows the session', async () => {
    accounts.use(
      http.get(`${base}/api/v1/me`, () => HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'unauthorized', params: {} }] }, { status: 401 })),
    );
    const { redirect, headers } = await run();
    expect(redirect).toBe('/anmelden');
    expect(headers['set-cookie']).toBe(`${authCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
  });
});
