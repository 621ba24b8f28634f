import { testServerForFile } from '../support/test-server';
import {
  answer,
  confirmedAccount,
  hashPasswordsCheaply,
  lastMail,
  movableClock,
  password,
  registrationBody,
  sessionOf,
  setUpAccountTests,
  signIn,
  uniqueEmail,
} from '../support/accounts';

/**
 * The default limits of docs/accounts.md, per client IP (told apart through X-Forwarded-For, with
 * TRUST_PROXY on) and per e-mail address.
 */
const server = testServerForFile();
setUpAccountTests({ ipLimits: true });
hashPasswordsCheaply();
beforeAll(() => {
  process.env.TRUST_PROXY = 'true';
});

let ipCounter = 0;
const newIp = () => `198.51.100.${(ipCounter += 1)}`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

const tooMany = expect.objectContaining({
  status: 429,
  body: { status: 'failure', errors: [{ path: null, code: 'too_many_requests', params: { retryAfter: expect.any(Number) } }] },
});

const post = (path: string, body: unknown, ip: string) => server.request(path, { method: 'POST', body, headers: from(ip) });

describe('sign-in limits', () => {
  it('allows 50 attempts per IP in 10 minutes, then answers 429 with Retry-After', async () => {
    const clock = movableClock();
    const ip = newIp();
    for (let i = 0; i < 50; i += 1) {
      expect((await signIn(server, uniqueEmail(), password, from(ip))).status).toBe(401);
    }
    const refused = await signIn(server, uniqueEmail(), password, from(ip));
    expect(await answer(refused)).toEqual(tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect((await signIn(server, uniqueEmail(), password, from(newIp()))).status).toBe(401);
    clock.advance(600);
    expect((await signIn(server, uniqueEmail(), password, from(ip))).status).toBe(401);
  });

  it('allows 20 sign-ins per address in 10 minutes, from any number of IPs', async () => {
    const email = await confirmedAccount(server);
    for (let i = 0; i < 20; i += 1) expect((await signIn(server, email, password, from(newIp()))).status).toBe(200);
    expect(await answer(await signIn(server, email, password, from(newIp())))).toEqual(tooMany);
    expect(await answer(await signIn(server, uniqueEmail(), password, from(newIp())))).toEqual(
      expect.objectContaining({ status: 401 }),
    );
  });
});

describe('sign-in lockout', () => {
  const locked = (minutes: number) =>
    expect.objectContaining({
      status: 429,
      body: { status: 'failure', errors: [{ path: null, code: 'account_locked', params: { retryAfter: expect.any(Number), minutes } }] },
    });

  it('locks an address for 30 minutes at the 10th failed sign-in within an hour, even for the right password', async () => {
    const clock = movableClock();
    const email = await confirmedAccount(server);
    for (let i = 0; i < 9; i += 1) expect((await signIn(server, email, 'falsch', from(newIp()))).status).toBe(401);
    const tenth = await signIn(server, email, 'falsch', from(newIp()));
    expect(await answer(tenth)).toEqual(locked(30));
    expect(tenth.headers.get('retry-after')).toBe('1800');
    expect(await answer(await signIn(server, email, password, from(newIp())))).toEqual(locked(30));
    clock.advance(29 * 60);
    expect(await answer(await signIn(server, email, password, from(newIp())))).toEqual(locked(1));
    clock.advance(60);
    expect((await signIn(server, email, password, from(newIp()))).status).toBe(200);
  });

  it('locks unknown addresses the same way, so a lock reveals nothing', async () => {
    const email = uniqueEmail('niemand');
    for (let i = 0; i < 9; i += 1) await signIn(server, email, 'falsch', from(newIp()));
    expect(await answer(await signIn(server, email, 'falsch', from(newIp())))).toEqual(locked(30));
  });

  it('counts only failures since the last successful sign-in', async () => {
    const email = await confirmedAccount(server);
    for (let i = 0; i < 9; i += 1) await signIn(server, email, 'falsch', from(newIp()));
    expect((await signIn(server, email, password, from(newIp()))).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn(server, email, 'falsch', from(newIp()))).status).toBe(401);
  });

  it('forgets failures older than an hour', async () => {
    const clock = movableClock();
    const email = await confirmedAccount(server);
    for (let i = 0; i < 9; i += 1) await signIn(server, email, 'falsch', from(newIp()));
    clock.advance(3600);
    for (let i = 0; i < 9; i += 1) expect((await signIn(server, email, 'falsch', from(newIp()))).status).toBe(401);
  });

  it('is lifted by a password reset', async () => {
    const email = await confirmedAccount(server);
    for (let i = 0; i < 10; i += 1) await signIn(server, email, 'falsch', from(newIp()));
    await post('/api/v1/users/password', { email }, newIp());
    const url = new URL((await lastMail(server, email)).links[0]);
    const headers = { uid: url.searchParams.get('uid')!, client: url.searchParams.get('client_id')!, 'access-token': url.searchParams.get('access-token')! };
    const fresh = 'nach-der-sperre';
    const reset = await server.request('/api/v1/users/password', { method: 'PUT', headers, body: { password: fresh, password_confirmation: fresh } });
    expect(reset.status).toBe(200);
    expect((await sessionOf(server, email, fresh))['access-token']).toBeTruthy();
  });
});

describe('registration limits', () => {
  it('allows 10 registrations per IP in an hour', async () => {
    const clock = movableClock();
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) expect((await post('/api/v1/users', registrationBody(uniqueEmail()), ip)).status).toBe(201);
    expect(await answer(await post('/api/v1/users', registrationBody(uniqueEmail()), ip))).toEqual(tooMany);
    clock.advance(3600);
    expect((await post('/api/v1/users', registrationBody(uniqueEmail()), ip)).status).toBe(201);
  });

  it('allows 5 attempts per address in an hour', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('/api/v1/users', registrationBody(email), newIp())).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await answer(await post('/api/v1/users', registrationBody(email), newIp()))).toEqual(tooMany);
  });

  it('does not count input it refuses', async () => {
    const ip = newIp();
    for (let i = 0; i < 12; i += 1) expect((await post('/api/v1/users', registrationBody('kaputt'), ip)).status).toBe(422);
    expect((await post('/api/v1/users', registrationBody(uniqueEmail()), ip)).status).toBe(201);
  });
});

describe.each([
  ['reset requests', '/api/v1/users/password'],
  ['confirmation re-sends', '/api/v1/users/confirmation'],
])('%s', (_, path) => {
  it('allow 3 per address in an hour, for unknown addresses alike', async () => {
    const clock = movableClock();
    for (const email of [await confirmedAccount(server), uniqueEmail('niemand')]) {
      for (let i = 0; i < 3; i += 1) expect((await post(path, { email }, newIp())).status).toBe(200);
      expect(await answer(await post(path, { email }, newIp()))).toEqual(tooMany);
    }
    clock.advance(3600);
    expect((await post(path, { email: uniqueEmail() }, newIp())).status).toBe(200);
  });

  it('allow 10 per IP in an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) expect((await post(path, { email: uniqueEmail() }, ip)).status).toBe(200);
    expect(await answer(await post(path, { email: uniqueEmail() }, ip))).toEqual(tooMany);
  });
});
