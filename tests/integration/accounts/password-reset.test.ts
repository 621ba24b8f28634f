import { eq } from 'drizzle-orm';
import { passwordResets, users } from '@/server/db/tables/accounts';
import { testServerForFile } from '../support/test-server';
import {
  answer,
  confirmedAccount,
  failure,
  lastMail,
  mailsTo,
  movableClock,
  password,
  register,
  sessionOf,
  setUpAccountTests,
  signIn,
  tampered,
  uniqueEmail,
} from '../support/accounts';

const server = testServerForFile();
setUpAccountTests();

const newPassword = 'ganz-neues-kennwort';
const requestReset = (body: unknown) => server.request('/api/v1/users/password', { method: 'POST', body });
const setPassword = (headers: Record<string, string>, body: unknown = { password: newPassword, password_confirmation: newPassword }, method = 'PUT') =>
  server.request('/api/v1/users/password', { method, body, headers });

/** Requests a reset and reads the link from the mail, as the reset page does. */
async function resetLink(email: string) {
  await requestReset({ email });
  const [link] = (await lastMail(server, email)).links;
  const url = new URL(link);
  const headers = {
    uid: url.searchParams.get('uid')!,
    client: url.searchParams.get('client_id')!,
    'access-token': url.searchParams.get('access-token')!,
  };
  return { url, headers };
}

const linkInvalid = failure(401, 'reset_link_invalid');

describe('POST /api/v1/users/password (reset request)', () => {
  it("mails a link to the German reset page with the reset credentials", async () => {
    const email = await confirmedAccount(server);
    expect(await answer(await requestReset({ email: ` ${email.toUpperCase()}` }))).toEqual({ status: 200, body: { status: 'success' } });
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Ihr Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Kim,');
    expect(mail.text).toContain('Der Link ist 2 Stunden gültig und kann nur einmal verwendet werden.');
    const url = new URL(mail.links[0]);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/kennwort-zuruecksetzen');
    expect([...url.searchParams.keys()].sort()).toEqual(['access-token', 'client_id', 'uid']);
    expect(url.searchParams.get('uid')).toBe(email);
    expect(url.searchParams.get('access-token')).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="${mail.links[0].replace(/&/g, '&amp;')}"`);
  });

  it('links English customers to the English reset page, in English', async () => {
    const email = await confirmedAccount(server, uniqueEmail(), { locale: 'en' });
    const { url } = await resetLink(email);
    expect(url.pathname).toBe('/en/reset-password');
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('The link is valid for 2 hours and can only be used once.');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const unknown = uniqueEmail('niemand');
    expect(await answer(await requestReset({ email: unknown }))).toEqual({ status: 200, body: { status: 'success' } });
    expect(await mailsTo(server, unknown)).toEqual([]);
  });

  it.each([
    [{ email: 'kim@' }, 'user.email', 'is_not_an_email'],
    [{}, 'user.email', 'required'],
    [{ email: null }, 'user.email', 'required'],
    [{ email: 42 }, 'user.email', 'invalid_type'],
    [{ email: 'kim@example.de', redirect_url: 'https://evil.example' }, null, 'unknown_field'],
    [undefined, null, 'required'],
  ])('refuses %j', async (body, path, code) => {
    expect(await answer(await requestReset(body))).toEqual(failure(422, code, path));
  });
});

describe('PUT /api/v1/users/password (new password from the link)', () => {
  it('sets the new password, ends every session and tells the customer by mail', async () => {
    const email = await confirmedAccount(server);
    const laptop = await sessionOf(server, email);
    const { headers } = await resetLink(email);
    expect(await answer(await setPassword(headers))).toEqual({ status: 200, body: { status: 'success' } });
    expect(await answer(await signIn(server, email))).toEqual(failure(401, 'bad_credentials'));
    expect((await signIn(server, email, newPassword)).status).toBe(200);
    expect((await server.request('/api/v1/me', { headers: laptop })).status).toBe(401);
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Ihr Passwort wurde geändert');
    expect(mail.links).toEqual(['http://portal.test/anmelden']);
  });

  it('works once', async () => {
    const email = await confirmedAccount(server);
    const { headers } = await resetLink(email);
    expect((await setPassword(headers)).status).toBe(200);
    expect(await answer(await setPassword(headers, { password: 'noch-ein-kennwort', password_confirmation: 'noch-ein-kennwort' }))).toEqual(linkInvalid);
    expect((await signIn(server, email, newPassword)).status).toBe(200);
  });

  it('works once even when sent twice at the same moment', async () => {
    const email = await confirmedAccount(server);
    const { headers } = await resetLink(email);
    const statuses = (await Promise.all([setPassword(headers), setPassword(headers)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('works for two hours', async () => {
    const clock = movableClock();
    const email = await confirmedAccount(server);
    const early = await resetLink(email);
    const late = await resetLink(email);
    clock.advance(2 * 3600 - 60);
    expect((await setPassword(early.headers)).status).toBe(200);

    const other = await confirmedAccount(server);
    const expiring = await resetLink(other);
    clock.advance(2 * 3600);
    expect(await answer(await setPassword(expiring.headers))).toEqual(failure(410, 'link_expired'));
    expect((await signIn(server, other)).status).toBe(200);
    // The first link's use made the account's other pending link worthless.
    expect(await answer(await setPassword(late.headers))).toEqual(linkInvalid);
  });

  it('lets any of several pending links be used', async () => {
    const email = await confirmedAccount(server);
    const first = await resetLink(email);
    await resetLink(email);
    expect((await setPassword(first.headers)).status).toBe(200);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([]);
  });

  it('is also accepted as PATCH', async () => {
    const email = await confirmedAccount(server);
    const { headers } = await resetLink(email);
    expect((await setPassword(headers, undefined, 'PATCH')).status).toBe(200);
  });

  it('confirms an unconfirmed account, since the customer proved access to the mailbox', async () => {
    const email = await register(server);
    const { headers } = await resetLink(email);
    expect((await setPassword(headers)).status).toBe(200);
    expect((await signIn(server, email, newPassword)).status).toBe(200);
  });

  it('leaves the name a stranger may have typed out of the mails to an unconfirmed address', async () => {
    const email = await register(server);
    await resetLink(email);
    expect((await lastMail(server, email)).text).not.toContain('Kim');
  });

  it('refuses wrong, missing or session credentials', async () => {
    const email = await confirmedAccount(server);
    const { headers } = await resetLink(email);
    const session = await sessionOf(server, email);
    for (const attempt of [
      {},
      { ...headers, 'access-token': tampered(headers['access-token']) },
      { ...headers, client: session.client },
      { ...headers, uid: uniqueEmail() },
      session,
    ]) {
      expect(await answer(await setPassword(attempt))).toEqual(linkInvalid);
    }
    // Reset credentials are not a session.
    expect((await server.request('/api/v1/me', { headers })).status).toBe(401);
    expect((await setPassword(headers)).status).toBe(200);
  });

  it.each([
    [{ password: 'kurz', password_confirmation: 'kurz' }, 'user.password', 'too_short', { min: 8 }],
    [{ password: newPassword, password_confirmation: 'anders-kennwort' }, 'user.password_confirmation', 'does_not_match', {}],
    [{ password: newPassword }, 'user.password_confirmation', 'required', {}],
    [{ password: 12345678, password_confirmation: 12345678 }, 'user.password', 'invalid_type', {}],
    [{ password: newPassword, password_confirmation: newPassword, current_password: 'x' }, null, 'unknown_field', { fields: 'current_password' }],
  ])('refuses %j and leaves the link usable', async (body, path, code, params) => {
    const email = await confirmedAccount(server);
    const { headers } = await resetLink(email);
    const { status, body: answerBody } = await answer(await setPassword(headers, body));
    expect(status).toBe(422);
    expect(answerBody.errors).toContainEqual({ path, code, params });
    expect((await signIn(server, email, password)).status).toBe(200);
    expect((await setPassword(headers)).status).toBe(200);
  });

  it('leaves the link usable after malformed JSON', async () => {
    const email = await confirmedAccount(server);
    const { headers } = await resetLink(email);
    const response = await server.request('/api/v1/users/password', {
      method: 'PUT',
      rawBody: '{"password": "ganz-neu',
      headers: { ...headers, 'Content-Type': 'application/json' },
    });
    expect(await answer(response)).toEqual(failure(400, 'invalid_json'));
    expect((await setPassword(headers)).status).toBe(200);
  });
});
