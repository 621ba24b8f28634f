import { eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db/client';
import { users } from '@/server/db/tables/accounts';
import { testServerForFile } from '../support/test-server';
import {
  answer,
  confirmedAccount,
  failure,
  lastMail,
  mailsTo,
  password,
  sessionOf,
  type SessionHeaders,
  setUpAccountTests,
  signIn,
  uniqueEmail,
} from '../support/accounts';

const server = testServerForFile();
setUpAccountTests();

const newPassword = 'ganz-neues-kennwort';
const change = (headers: Record<string, string>, body: unknown = { current_password: password, password: newPassword, password_confirmation: newPassword }) =>
  server.request('/api/v1/me/password', { method: 'PUT', body, headers });
const me = (headers: Record<string, string>) => server.request('/api/v1/me', { headers });

const sessionHeadersOf = (response: Response): SessionHeaders => {
  const pick = (name: string) => response.headers.get(name) ?? '';
  return { 'access-token': pick('access-token'), client: pick('client'), uid: pick('uid'), expiry: pick('expiry'), 'token-type': pick('token-type') };
};

const storedHash = async (email: string) => {
  const db = await getDatabase();
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
  return user.hash;
};

describe('PUT /api/v1/me/password (a signed-in customer changes the password)', () => {
  it('sets the new password, renews this session, ends every other one and tells the customer by mail', async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const phone = await sessionOf(server, email);
    const response = await change(laptop);
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'success' } });

    // The answer carries this client's fresh session; the old token of the laptop is void too.
    const renewed = sessionHeadersOf(response);
    expect(renewed.uid).toBe(email);
    expect(renewed['access-token']).toMatch(/^[\w-]{43}$/);
    expect(renewed['access-token']).not.toBe(laptop['access-token']);
    expect(Number(renewed.expiry)).toBeGreaterThan(Date.now() / 1000);
    expect((await me(renewed)).status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);

    expect(await answer(await signIn(server, email))).toEqual(failure(401, 'bad_credentials'));
    expect((await signIn(server, email, newPassword)).status).toBe(200);
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Ihr Passwort wurde geändert');
    expect(mail.text).toContain('Aus Sicherheitsgründen wurden Sie auf allen anderen Geräten abgemeldet');
    expect(mail.links).toEqual(['http://portal.test/anmelden']);
  });

  it('mails English customers in English', async () => {
    const email = await confirmedAccount(server, uniqueEmail(), { locale: 'en' });
    expect((await change(await sessionOf(server, email))).status).toBe(200);
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Your password has been changed');
    expect(mail.links).toEqual(['http://portal.test/en/signin']);
  });

  it('changes nothing when the current password is wrong', async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const phone = await sessionOf(server, email);
    const before = await storedHash(email);
    const mailsBefore = (await mailsTo(server, email)).length;
    const refused = await change(laptop, { current_password: 'falsch-geraten', password: newPassword, password_confirmation: newPassword });
    expect(await answer(refused)).toEqual(failure(422, 'wrong_password', 'user.current_password'));
    expect(refused.headers.get('access-token')).toBeNull();
    expect(await storedHash(email)).toBe(before);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    expect((await signIn(server, email)).status).toBe(200);
    expect(await mailsTo(server, email)).toHaveLength(mailsBefore);
  });

  it.each([
    [{ current_password: password, password: 'kurz', password_confirmation: 'kurz' }, 'user.password', 'too_short'],
    [{ current_password: password, password: newPassword, password_confirmation: 'etwas-anderes' }, 'user.password_confirmation', 'does_not_match'],
    [{ password: newPassword, password_confirmation: newPassword }, 'user.current_password', 'required'],
    [{ current_password: password, password: newPassword, password_confirmation: newPassword, email: 'x@example.de' }, null, 'unknown_field'],
  ])('refuses %j with %s %s and changes nothing', async (body, path, code) => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const before = await storedHash(email);
    expect(await answer(await change(laptop, body))).toEqual({
      status: 422,
      body: { status: 'failure', errors: [expect.objectContaining({ path, code })] },
    });
    expect(await storedHash(email)).toBe(before);
    expect((await me(laptop)).status).toBe(200);
  });

  it('answers 401 without a valid session, whatever the body', async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    expect(await answer(await change({}))).toEqual(failure(401, 'unauthorized'));
    expect(await answer(await change({ ...laptop, 'access-token': 'x'.repeat(43) }))).toEqual(failure(401, 'unauthorized'));
    expect((await signIn(server, email)).status).toBe(200);
  });

  it('lets only one of two changes sent at the same moment with the same session renew it', async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const [first, second] = await Promise.all([change(laptop), change(laptop, { current_password: password, password: 'zweites-kennwort', password_confirmation: 'zweites-kennwort' })]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const winner = first.status === 200 ? first : second;
    expect((await me(sessionHeadersOf(winner))).status).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: the 10th locks the address', async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const wrong = { current_password: 'falsch-geraten', password: newPassword, password_confirmation: newPassword };
    for (let i = 1; i < 10; i += 1) expect((await change(laptop, wrong)).status).toBe(422);
    expect(await answer(await change(laptop, wrong))).toEqual(failure(429, 'account_locked'));
    expect(await answer(await change(laptop))).toEqual(failure(429, 'account_locked'));
    expect(await answer(await signIn(server, email))).toEqual(failure(429, 'account_locked'));
    expect((await me(laptop)).status).toBe(200);
  });

  describe('shares the sign-in rate limit per address', () => {
    const setting = 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT';
    const before = process.env[setting];
    afterEach(() => {
      if (before === undefined) delete process.env[setting];
      else process.env[setting] = before;
    });

    it('answers 429 beyond it and changes nothing, even with the right password', async () => {
      const email = await confirmedAccount(server);
      process.env[setting] = '3/600';
      const laptop = await sessionOf(server, email);
      const wrong = { current_password: 'falsch-geraten', password: newPassword, password_confirmation: newPassword };
      expect((await change(laptop, wrong)).status).toBe(422);
      expect((await change(laptop, wrong)).status).toBe(422);
      const hash = await storedHash(email);
      const refused = await change(laptop);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await storedHash(email)).toBe(hash);
      expect((await me(laptop)).status).toBe(200);
    });
  });
});
