import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { accountSessions, users } from '@/server/db/tables/accounts';
import { testServerForFile } from '../support/test-server';
import { answer, confirmedAccount, failure, password, register, setUpAccountTests, signIn, uniqueEmail } from '../support/accounts';

const server = testServerForFile();
setUpAccountTests();

const signInWith = (body: unknown) => server.request('/api/v1/users/sign_in', { method: 'POST', body });

describe('POST /api/v1/users/sign_in', () => {
  it('answers 200 with the user and the session in devise_token_auth headers', async () => {
    const email = await confirmedAccount(server);
    const before = Math.floor(Date.now() / 1000);
    const response = await signIn(server, email);
    expect(await answer(response)).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: { id: expect.any(Number), email, uid: email, provider: 'email', first_name: 'Kim', last_name: 'Berger', locale: 'de' },
      },
    });
    const headers = response.headers;
    expect(headers.get('access-token')).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    expect(headers.get('client')).toMatch(/^[\w-]{22}$/);
    expect(headers.get('uid')).toBe(email);
    expect(headers.get('token-type')).toBe('Bearer');
    const expiry = Number(headers.get('expiry'));
    // A fresh session lasts the idle time (SESSION_IDLE_MINUTES, 60) and moves on with every request.
    expect(expiry - before).toBeGreaterThanOrEqual(3600 - 5);
    expect(expiry - before).toBeLessThanOrEqual(3600 + 5);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('stores only a SHA-256 of the access token', async () => {
    const email = await confirmedAccount(server);
    const response = await signIn(server, email);
    const token = response.headers.get('access-token')!;
    const [session] = await server.database.db
      .select()
      .from(accountSessions)
      .where(eq(accountSessions.clientId, response.headers.get('client')!));
    expect(session.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(session)).not.toContain(token);
  });

  it("accepts devise_token_auth's top-level {email, password} and any spelling of the address", async () => {
    const email = await confirmedAccount(server);
    expect((await signInWith({ email: ` ${email.toUpperCase()} `, password })).status).toBe(200);
  });

  it('answers bad_credentials alike for a wrong password and an unknown address', async () => {
    const email = await confirmedAccount(server);
    const wrong = await answer(await signIn(server, email, 'falsches-kennwort'));
    const unknown = await answer(await signIn(server, uniqueEmail('niemand')));
    expect(wrong).toEqual(failure(401, 'bad_credentials'));
    expect(unknown).toEqual(wrong);
    expect(await answer(await signIn(server, 'kein-at-zeichen', password))).toEqual(wrong);
  });

  it('tells an unconfirmed customer with the right password to confirm, and nobody else', async () => {
    const email = await register(server);
    expect(await answer(await signIn(server, email))).toEqual(failure(401, 'email_not_confirmed'));
    expect(await answer(await signIn(server, email, 'falsches-kennwort'))).toEqual(failure(401, 'bad_credentials'));
  });

  it('treats composed and decomposed umlauts in a password as the same', async () => {
    const composed = 'Müllerstraße-7';
    const email = await confirmedAccount(server, uniqueEmail(), { password: composed, password_confirmation: composed });
    expect((await signIn(server, email, composed.normalize('NFD'))).status).toBe(200);
  });

  it('upgrades a hash made with other argon2 parameters at the next sign-in', async () => {
    const email = await confirmedAccount(server);
    const weak = await hash(password, { memoryCost: 8192, timeCost: 1 });
    await server.database.db.update(users).set({ passwordHash: weak }).where(eq(users.email, email));
    expect((await signIn(server, email)).status).toBe(200);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(server, email)).status).toBe(200);
  });

  it.each([
    [{ user: { email: 'kim@example.de' } }, 'user.password', 'required'],
    [{ user: { password } }, 'user.email', 'required'],
    [{ email: 'kim@example.de' }, 'user.password', 'required'],
    [{ user: { email: 7, password } }, 'user.email', 'invalid_type'],
    [{ user: { email: 'kim@example.de', password: { $ne: '' } } }, 'user.password', 'invalid_type'],
    [{ user: { email: 'kim@example.de', password, remember_me: true } }, 'user', 'unknown_field'],
    [{ email: 'kim@example.de', password, admin: true }, null, 'unknown_field'],
    [{ user: [] }, 'user', 'invalid_type'],
    ['kim', null, 'invalid_type'],
  ])('refuses %j with 422', async (body, path, code) => {
    expect(await answer(await signInWith(body))).toEqual(failure(422, code, path));
  });

  it('refuses malformed JSON and huge bodies', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect(await answer(await server.request('/api/v1/users/sign_in', { method: 'POST', rawBody: '{"user":', headers: json }))).toEqual(
      failure(400, 'invalid_json'),
    );
    expect(await answer(await signInWith({ email: 'kim@example.de', password: 'x'.repeat(70_000) }))).toEqual(failure(413, 'payload_too_large'));
  });
});
