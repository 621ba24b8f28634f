import { eq } from 'drizzle-orm';
import { users } from '@/server/db/tables/accounts';
import { testServerForFile } from '../support/test-server';
import {
  answer,
  confirmedAccount,
  failure,
  lastMail,
  mailsTo,
  movableClock,
  openLink,
  register,
  signIn,
  tampered,
  uniqueEmail,
  setUpAccountTests,
} from '../support/accounts';

const server = testServerForFile();
setUpAccountTests();

const resend = (body: unknown) => server.request('/api/v1/users/confirmation', { method: 'POST', body });

async function confirmedAt(email: string) {
  const [user] = await server.database.db.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.email, email));
  return user.confirmedAt;
}

const day = 24 * 3600;

describe('confirmation link', () => {
  it('confirms once; opening it again changes nothing and still leads to sign-in', async () => {
    const email = await register(server);
    const [link] = (await lastMail(server, email)).links;
    expect((await openLink(server, link)).headers.get('location')).toBe('http://portal.test/anmelden?confirmed=true');
    const first = await confirmedAt(email);
    expect(first).toBeInstanceOf(Date);
    const again = await openLink(server, link);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('http://portal.test/anmelden?confirmed=true');
    expect(await confirmedAt(email)).toEqual(first);
    expect((await signIn(server, email)).status).toBe(200);
  });

  it('works until three days after it was sent, then confirms nothing', async () => {
    const clock = movableClock();
    const early = await register(server);
    const late = await register(server, uniqueEmail(), { locale: 'en' });
    clock.advance(3 * day - 60);
    const earlyResponse = await openLink(server, (await lastMail(server, early)).links[0]);
    expect(earlyResponse.headers.get('location')).toBe('http://portal.test/anmelden?confirmed=true');
    clock.advance(60);
    const lateResponse = await openLink(server, (await lastMail(server, late)).links[0]);
    expect(lateResponse.status).toBe(302);
    expect(lateResponse.headers.get('location')).toBe('http://portal.test/en/signin?confirmation_error=expired');
    expect(await confirmedAt(late)).toBeNull();
    expect(await answer(await signIn(server, late))).toEqual(failure(401, 'email_not_confirmed'));
  });

  it('sends unknown, missing or mangled tokens to sign-in with confirmation_error=invalid', async () => {
    const email = await register(server);
    const [link] = (await lastMail(server, email)).links;
    const mangled = await openLink(server, tampered(link));
    expect(mangled.headers.get('location')).toBe('http://portal.test/anmelden?confirmation_error=invalid');
    const missing = await server.request('/api/v1/users/confirmation', { redirect: 'manual', headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(missing.headers.get('location')).toBe('http://portal.test/en/signin?confirmation_error=invalid');
    const huge = await server.request(`/api/v1/users/confirmation?confirmation_token=${'a'.repeat(5000)}`, { redirect: 'manual' });
    expect(huge.headers.get('location')).toBe('http://portal.test/anmelden?confirmation_error=invalid');
    expect(await confirmedAt(email)).toBeNull();
  });
});

describe('POST /api/v1/users/confirmation (re-send)', () => {
  it('mails a new link in the account language; the old link stops working', async () => {
    const email = await register(server, uniqueEmail(), { locale: 'en' });
    const [oldLink] = (await lastMail(server, email)).links;
    expect(await answer(await resend({ email: email.toUpperCase() }))).toEqual({ status: 200, body: { status: 'success' } });
    const mails = await mailsTo(server, email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Please confirm your email address');
    const [newLink] = mails[1].links;
    expect(newLink).not.toBe(oldLink);
    expect((await openLink(server, oldLink)).headers.get('location')).toBe('http://portal.test/anmelden?confirmation_error=invalid');
    expect((await openLink(server, newLink)).headers.get('location')).toBe('http://portal.test/en/signin?confirmed=true');
  });

  it('gives an expired account a fresh three days', async () => {
    const clock = movableClock();
    const email = await register(server);
    clock.advance(4 * day);
    await resend({ email });
    clock.advance(3 * day - 60);
    expect((await openLink(server, (await lastMail(server, email)).links[0])).headers.get('location')).toBe(
      'http://portal.test/anmelden?confirmed=true',
    );
  });

  it('answers the same for a confirmed account and an unknown address, and sends nothing', async () => {
    const confirmed = await confirmedAccount(server);
    const unknown = uniqueEmail('niemand');
    expect(await answer(await resend({ email: confirmed }))).toEqual({ status: 200, body: { status: 'success' } });
    expect(await answer(await resend({ email: unknown }))).toEqual({ status: 200, body: { status: 'success' } });
    expect(await mailsTo(server, confirmed)).toHaveLength(1);
    expect(await mailsTo(server, unknown)).toHaveLength(0);
  });

  it.each([
    [{ email: 'kein-at-zeichen' }, 'user.email', 'is_not_an_email'],
    [{}, 'user.email', 'required'],
    [{ email: ['a@b.de'] }, 'user.email', 'invalid_type'],
    [{ email: 'kim@example.de', redirect_url: 'https://evil.example' }, null, 'unknown_field'],
  ])('refuses %j', async (body, path, code) => {
    expect(await answer(await resend(body))).toEqual(failure(422, code, path));
  });
});
