import { eq } from 'drizzle-orm';
import { accountSessions, users } from '@/server/db/tables/accounts';
import { testServerForFile } from '../support/test-server';
import { answer, confirmedAccount, failure, hashPasswordsCheaply, movableClock, sessionOf, setUpAccountTests, tampered, uniqueEmail } from '../support/accounts';

const server = testServerForFile();
setUpAccountTests();
hashPasswordsCheaply();

const me = (headers: Record<string, string> = {}) => server.request('/api/v1/me', { headers });
const validateToken = (headers: Record<string, string> = {}) => server.request('/api/v1/users/validate_token', { headers });
const signOut = (headers: Record<string, string> = {}) => server.request('/api/v1/users/sign_out', { method: 'DELETE', headers });
const unauthorized = failure(401, 'unauthorized');
const day = 24 * 3600;

describe('GET /api/v1/me', () => {
  it('answers the user with the stored profile and an empty list of cases', async () => {
    const email = await confirmedAccount(server, uniqueEmail(), { first_name: 'Ayşe', last_name: 'Öztürk' });
    await server.database.db
      .update(users)
      .set({ phone: '+49 30 1234567', city: 'Berlin', district: 'Neukölln', postalCode: '12043', streetName: 'Karl-Marx-Straße', houseNumber: '12a' })
      .where(eq(users.email, email));
    const session = await sessionOf(server, email);
    const response = await me(session);
    expect(await answer(response)).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: {
          user: {
            id: expect.any(Number),
            email,
            first_name: 'Ayşe',
            last_name: 'Öztürk',
            overview: {
              profile: {
                email,
                phone: '+49 30 1234567',
                first_name: 'Ayşe',
                last_name: 'Öztürk',
                address: { city: 'Berlin', district: 'Neukölln', postal_code: '12043', street_name: 'Karl-Marx-Straße', house_number: '12a' },
              },
              requests: [],
            },
          },
        },
      },
    });
    // change_headers_on_each_request = false: the same session headers come back.
    for (const name of ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const) {
      expect(response.headers.get(name)).toBe(session[name]);
    }
  });

  it('answers null for profile fields the provider has not filled in', async () => {
    const email = await confirmedAccount(server);
    const { body } = await answer(await me(await sessionOf(server, email)));
    expect(body.data.user.overview.profile).toMatchObject({
      phone: null,
      address: { city: null, district: null, postal_code: null, street_name: null, house_number: null },
    });
  });

  it('understands the session in an Authorization: Bearer header of base64 JSON', async () => {
    const session = await sessionOf(server, await confirmedAccount(server));
    const bearer = Buffer.from(JSON.stringify(session)).toString('base64');
    expect((await me({ Authorization: `Bearer ${bearer}` })).status).toBe(200);
    expect(await answer(await me({ Authorization: `Bearer ${session['access-token']}` }))).toEqual(unauthorized);
  });

  it('refuses missing, wrong or mixed-up credentials with 401 unauthorized', async () => {
    const mine = await sessionOf(server, await confirmedAccount(server));
    const theirs = await sessionOf(server, await confirmedAccount(server));
    const attempts: Record<string, string>[] = [
      {},
      { ...mine, 'access-token': theirs['access-token'] },
      { ...mine, client: theirs.client },
      { ...mine, uid: theirs.uid },
      { ...mine, 'access-token': tampered(mine['access-token']) },
      { ...mine, 'access-token': '' },
      { uid: mine.uid, client: mine.client },
      { Authorization: 'Bearer bm90IGpzb24=' },
    ];
    for (const headers of attempts) {
      const response = await me(headers);
      expect(await answer(response)).toEqual(unauthorized);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('access-token')).toBeNull();
    }
  });
});

describe('GET /api/v1/users/validate_token', () => {
  it('answers the user for a valid session, as devise_token_auth does', async () => {
    const email = await confirmedAccount(server);
    const session = await sessionOf(server, email);
    const response = await validateToken(session);
    expect(await answer(response)).toEqual({
      status: 200,
      body: { status: 'success', success: true, data: expect.objectContaining({ email, uid: email, provider: 'email' }) },
    });
    expect(response.headers.get('access-token')).toBe(session['access-token']);
    expect(await answer(await validateToken({ ...session, client: 'unknown' }))).toEqual(unauthorized);
  });
});

describe('session lifetime', () => {
  const minute = 60;

  it('ends after an hour without a request', async () => {
    const clock = movableClock();
    const start = Date.now() / 1000;
    const session = await sessionOf(server, await confirmedAccount(server));
    expect(Number(session.expiry) - start).toBeCloseTo(60 * minute, -1);
    clock.advance(60 * minute);
    expect(await answer(await me(session))).toEqual(unauthorized);
    expect(await answer(await validateToken(session))).toEqual(unauthorized);
  });

  it('lasts while the customer uses it, and each answer says until when', async () => {
    const clock = movableClock();
    const session = await sessionOf(server, await confirmedAccount(server));
    let expiry = Number(session.expiry);
    for (let hour = 0; hour < 5; hour += 1) {
      clock.advance(50 * minute);
      const response = await me(session);
      expect(response.status).toBe(200);
      const moved = Number(response.headers.get('expiry'));
      expect(moved - expiry).toBeCloseTo(50 * minute, -1);
      expiry = moved;
    }
    clock.advance(61 * minute);
    expect((await me(session)).status).toBe(401);
  });

  it('moves the expiry at most once a minute', async () => {
    const clock = movableClock();
    const session = await sessionOf(server, await confirmedAccount(server));
    clock.advance(30);
    expect((await me(session)).headers.get('expiry')).toBe(session.expiry);
    clock.advance(31);
    expect(Number((await me(session)).headers.get('expiry'))).toBeGreaterThan(Number(session.expiry));
  });

  it('ends two weeks after the sign-in however busy the customer is', async () => {
    process.env.SESSION_IDLE_MINUTES = String(2 * 24 * 60);
    try {
      const clock = movableClock();
      const session = await sessionOf(server, await confirmedAccount(server));
      for (let days = 1; days < 14; days += 1) {
        clock.advance(day);
        expect((await me(session)).status).toBe(200);
      }
      clock.advance(day - 60);
      expect(Number((await me(session)).headers.get('expiry')) - Date.now() / 1000).toBeLessThan(14 * day + 10);
      clock.advance(60);
      expect(await answer(await me(session))).toEqual(unauthorized);
    } finally {
      delete process.env.SESSION_IDLE_MINUTES;
    }
  });

  it('follows TOKEN_LIFESPAN_DAYS and SESSION_IDLE_MINUTES', async () => {
    process.env.TOKEN_LIFESPAN_DAYS = '1';
    process.env.SESSION_IDLE_MINUTES = '2000';
    try {
      const clock = movableClock();
      const start = Date.now() / 1000;
      const session = await sessionOf(server, await confirmedAccount(server));
      expect(Number(session.expiry) - start).toBeCloseTo(day, -1);
      clock.advance(day);
      expect((await me(session)).status).toBe(401);
    } finally {
      delete process.env.TOKEN_LIFESPAN_DAYS;
      delete process.env.SESSION_IDLE_MINUTES;
    }
  });
});

describe('DELETE /api/v1/users/sign_out', () => {
  it("ends that client's session only", async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const phone = await sessionOf(server, email);
    expect(await answer(await signOut(laptop))).toEqual({ status: 200, body: { status: 'success', success: true } });
    expect(await answer(await me(laptop))).toEqual(unauthorized);
    expect((await me(phone)).status).toBe(200);
    expect(await answer(await signOut(laptop))).toEqual(unauthorized);
  });

  it('refuses without a session', async () => {
    expect(await answer(await signOut())).toEqual(unauthorized);
  });
});

describe('clients per account', () => {
  it('keeps the 10 newest sign-ins and drops the oldest', async () => {
    const clock = movableClock();
    const email = await confirmedAccount(server);
    const sessions = [];
    for (let i = 0; i < 11; i += 1) {
      sessions.push(await sessionOf(server, email));
      clock.advance(1);
    }
    expect(await answer(await me(sessions[0]))).toEqual(unauthorized);
    for (const session of sessions.slice(1)) expect((await me(session)).status).toBe(200);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(await server.database.db.select().from(accountSessions).where(eq(accountSessions.userId, user.id))).toHaveLength(10);
  });

  it('holds the cap for simultaneous sign-ins too', async () => {
    const email = await confirmedAccount(server);
    await Promise.all(Array.from({ length: 14 }, () => sessionOf(server, email)));
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(await server.database.db.select().from(accountSessions).where(eq(accountSessions.userId, user.id))).toHaveLength(10);
  });

  it('drops expired sessions when the customer signs in again', async () => {
    const clock = movableClock();
    const email = await confirmedAccount(server);
    await sessionOf(server, email);
    await sessionOf(server, email);
    clock.advance(15 * day);
    await sessionOf(server, email);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(await server.database.db.select().from(accountSessions).where(eq(accountSessions.userId, user.id))).toHaveLength(1);
  });
});
