import fs from 'node:fs';
import { backgroundWorkSettled } from '@/server/background-work';
import { resetClock, setClock } from '@/server/clock';
import { deleteUnconfirmedSignUps, subscriptionOf } from '@/server/newsletter/actions/subscriptions';
import { answer, mailsTo, uniqueEmail } from './support/accounts';
import { backofficeHeaders } from './support/cases';
import { testServerForFile } from './support/test-server';

// Every request of this file comes from 127.0.0.1.
process.env.RATE_LIMIT_NEWSLETTER_PER_IP = '1000/3600';
jest.setTimeout(30_000);

const server = testServerForFile();

afterEach(async () => {
  await backgroundWorkSettled();
  resetClock();
});

const signUp = (body: Record<string, unknown>) =>
  server.request('/api/newsletter/subscriptions', { method: 'POST', body: { language: 'de', wants_newsletter: true, ...body } }).then(answer);
const confirm = (token: unknown) => server.request('/api/newsletter/confirmations', { method: 'POST', body: { token } }).then(answer);
const unsubscribe = (id: unknown) => server.request('/api/newsletter/unsubscriptions', { method: 'POST', body: { id } }).then(answer);
const subscribers = async () => (await answer(await server.request('/api/backoffice/newsletter/subscribers', { headers: backofficeHeaders }))).body.subscribers as { email: string; language: string; confirmed_at: string; unsubscribe_url: string }[];

/** The secret a page link carries in `param`. */
const secretOf = (link: string, param: string) => new URL(link).searchParams.get(param) ?? '';

/** A mail's header section as sent, folded lines unfolded. */
const headersOf = (file: string) => fs.readFileSync(file, 'utf8').split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');

const oneClick = (url: string, rawBody: string, contentType = 'application/x-www-form-urlencoded') =>
  server.request(new URL(url).pathname, { method: 'POST', headers: { 'Content-Type': contentType }, rawBody }).then(answer);

describe('the newsletter with double opt-in', () => {
  it('lets the mail program unsubscribe in one click (List-Unsubscribe, RFC 8058), and nothing else posted there unsubscribes', async () => {
    const email = uniqueEmail('ein-klick');
    await signUp({ email, language: 'en' });
    const [request] = await mailsTo(server, email);
    const id = secretOf(request.links.find((link) => link.includes('/newsletter/unsubscribe?id='))!, 'id');
    const oneClickUrl = `http://portal.test/api/newsletter/unsubscriptions/${id}`;
    for (const mail of [request]) {
      const headers = headersOf(mail.file);
      expect(headers).toContain(`List-Unsubscribe: <${oneClickUrl}>, <http://portal.test/en/newsletter/unsubscribe?id=${id}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
    await confirm(secretOf(request.links.find((link) => link.includes('token='))!, 'token'));
    const welcome = (await mailsTo(server, email))[1];
    expect(headersOf(welcome.file)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await subscribers()).find((row) => row.email === email)).toMatchObject({ one_click_unsubscribe_url: oneClickUrl });

    // A link checker's stray POST, or a made-up id, changes nothing.
    expect((await oneClick(oneClickUrl, 'check=1')).status).toBe(422);
    expect((await oneClick(oneClickUrl.replace(id, 'kurz'), 'List-Unsubscribe=One-Click')).status).toBe(404);
    expect(await subscriptionOf(email)).not.toBeNull();
    // The provider's one click (form-encoded, or multipart as some send it) unsubscribes at once; again answers alike.
    expect(await oneClick(oneClickUrl, 'List-Unsubscribe=One-Click')).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await subscriptionOf(email)).toBeNull();
    const multipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect(await oneClick(oneClickUrl, multipart, 'multipart/form-data; boundary=b')).toEqual({ status: 200, body: { unsubscribed: true } });
  });

  it('signs up, confirms with the mail’s link (the consent’s time), and unsubscribes with the link in every mail', async () => {
    const email = uniqueEmail('leserin');
    setClock(() => new Date('2026-11-02T08:00:00Z'));
    expect(await signUp({ email: email.toUpperCase() })).toEqual({ status: 202, body: { status: 'confirmation_sent' } });

    // Nothing is sent to the address but the question, and nothing counts as consent yet.
    const [request] = await mailsTo(server, email);
    expect(request.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter');
    const confirmLink = request.links.find((link) => link.startsWith('http://portal.test/newsletter/bestaetigen?token='))!;
    const unsubscribeLink = request.links.find((link) => link.startsWith('http://portal.test/newsletter/abmelden?id='))!;
    expect(confirmLink).toBeDefined();
    expect(unsubscribeLink).toBeDefined();
    expect(await subscribers()).toEqual([]);
    expect(await subscriptionOf(email)).toMatchObject({ language: 'de', requested_at: '2026-11-02T08:00:00.000Z', confirmed_at: null });

    setClock(() => new Date('2026-11-03T19:30:00Z'));
    expect(await confirm(secretOf(confirmLink, 'token'))).toEqual({ status: 200, body: { confirmed: true } });
    const listed = await subscribers();
    expect(listed).toEqual([
      {
        email,
        language: 'de',
        confirmed_at: '2026-11-03T19:30:00.000Z',
        unsubscribe_url: unsubscribeLink,
        one_click_unsubscribe_url: `http://portal.test/api/newsletter/unsubscriptions/${secretOf(unsubscribeLink, 'id')}`,
      },
    ]);
    // The record of consent: its words as the form showed them.
    expect((await subscriptionOf(email))?.consent_text).toMatch(/^Ich möchte den Newsletter von Klarfall per E-Mail erhalten/);

    // The welcome mail carries the unsubscribe link too.
    const welcome = (await mailsTo(server, email))[1];
    expect(welcome.subject).toBe('Sie sind zum Newsletter von Klarfall angemeldet');
    expect(welcome.links).toContain(unsubscribeLink);

    // A used link is refused; a second sign-up of a confirmed address answers alike and mails nothing.
    expect(await confirm(secretOf(confirmLink, 'token'))).toEqual({ status: 404, body: { status: 'failure', errors: [expect.objectContaining({ code: 'newsletter_link_invalid', path: 'token' })] } });
    expect((await signUp({ email })).status).toBe(202);
    expect(await mailsTo(server, email)).toHaveLength(2);

    expect(await unsubscribe(secretOf(unsubscribeLink, 'id'))).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await subscribers()).toEqual([]);
    expect(await subscriptionOf(email)).toBeNull();
    // The link once more (a second click): the same answer.
    expect((await unsubscribe(secretOf(unsubscribeLink, 'id'))).status).toBe(200);
  });

  it('writes in the language signed up in', async () => {
    const email = uniqueEmail('reader');
    await signUp({ email, language: 'en' });
    const [request] = await mailsTo(server, email);
    expect(request.subject).toBe('Please confirm your newsletter sign-up');
    expect(request.links.some((link) => link.startsWith('http://portal.test/en/newsletter/confirm?token='))).toBe(true);
    expect(request.links.some((link) => link.startsWith('http://portal.test/en/newsletter/unsubscribe?id='))).toBe(true);
    await confirm(secretOf(request.links.find((link) => link.includes('/confirm?'))!, 'token'));
    expect((await mailsTo(server, email))[1].subject).toBe('You are signed up for the Klarfall newsletter');
  });

  it('refuses a sign-up without consent or with a wrong address, and stores nothing', async () => {
    const email = uniqueEmail('ohne');
    expect(await signUp({ email, wants_newsletter: false })).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ path: 'wants_newsletter', code: 'required' })] } });
    expect(await signUp({ email, wants_newsletter: undefined })).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ path: 'wants_newsletter', code: 'required' })] } });
    expect(await signUp({ email: 'kein-at-zeichen' })).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ path: 'email' })] } });
    expect(await signUp({ email, language: 'fr' })).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ path: 'language', code: 'unsupported_language' })] } });
    expect(await signUp({ email, extra: 1 })).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ code: 'unknown_field' })] } });
    expect(await subscriptionOf(email)).toBeNull();
    expect(await mailsTo(server, email)).toEqual([]);
    expect((await confirm('')).status).toBe(422);
    expect((await confirm('x'.repeat(43))).status).toBe(404);
    expect((await unsubscribe(42)).status).toBe(422);
    expect((await answer(await server.request('/api/backoffice/newsletter/subscribers'))).status).toBe(401);
  });

  it('lets a link expire after 7 days and deletes the sign-up nobody confirmed', async () => {
    const email = uniqueEmail('spaet');
    setClock(() => new Date('2026-11-02T08:00:00Z'));
    await signUp({ email });
    const [request] = await mailsTo(server, email);
    setClock(() => new Date('2026-11-09T08:00:01Z'));
    expect((await confirm(secretOf(request.links[0], 'token'))).status).toBe(404);
    expect(await deleteUnconfirmedSignUps(new Date('2026-11-09T08:00:01Z'))).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(email)).toBeNull();
  });

  it('sends a stranger’s address at most three confirmation requests a day, answering every sign-up alike', async () => {
    const email = uniqueEmail('postfach');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signUp({ email })).status).toBe(202);
    const requests = await mailsTo(server, email);
    expect(requests).toHaveLength(3);
    // Only the latest link counts.
    expect((await confirm(secretOf(requests[0].links[0], 'token'))).status).toBe(404);
    expect((await confirm(secretOf(requests[2].links[0], 'token'))).status).toBe(200);
  });
});
