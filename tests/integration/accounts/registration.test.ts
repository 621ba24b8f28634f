import { eq } from 'drizzle-orm';
import { accountLinkForOrder } from '@/server/accounts/actions/account-for-order';
import { users } from '@/server/db/tables/accounts';
import { testServerForFile } from '../support/test-server';
import { answer, failure, lastMail, mailsTo, openLink, password, registrationBody, uniqueEmail, setUpAccountTests } from '../support/accounts';

/** A mail's words without its links: a random token may contain any letters, a name among them. */
const withoutLinks = (text: string) => text.replace(/https?:\/\/[^\s"<]+/g, '');

const server = testServerForFile();
setUpAccountTests();

const registerWith = (body: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/v1/users', { method: 'POST', body, headers });

async function storedUser(email: string) {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function userCount() {
  return (await server.database.db.select({ id: users.id }).from(users)).length;
}

describe('POST /api/v1/users (registration)', () => {
  it('stores the account unconfirmed and answers 201 with the user, without any secret', async () => {
    const email = uniqueEmail();
    const { status, body } = await answer(await registerWith(registrationBody(email)));
    expect(status).toBe(201);
    expect(body).toEqual({
      status: 'success',
      data: { id: expect.any(Number), email, uid: email, provider: 'email', first_name: 'Kim', last_name: 'Berger', locale: 'de' },
    });
    const user = await storedUser(email);
    expect(user.confirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(user)).not.toContain(password);
  });

  it('sends a German confirmation mail whose link confirms and leads to the German sign-in page', async () => {
    const email = uniqueEmail();
    await registerWith(registrationBody(email));
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.from).toContain('Klarfall');
    // The address is not confirmed yet: the name, which anyone could have typed, stays out.
    expect(mail.text).toContain('Guten Tag,');
    expect(withoutLinks(mail.text)).not.toContain('Kim');
    expect(withoutLinks(mail.html)).not.toContain('Kim');
    expect(mail.text).toContain('Der Link ist 3 Tage gültig.');
    expect(mail.html).toContain('<html lang="de">');
    const [link] = mail.links;
    expect(link).toMatch(/^http:\/\/portal\.test\/api\/v1\/users\/confirmation\?confirmation_token=[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);

    const response = await openLink(server, link);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://portal.test/anmelden?confirmed=true');
    expect((await storedUser(email)).confirmedAt).toBeInstanceOf(Date);
  });

  it('writes the mail in English for a customer who signed up in English', async () => {
    const email = uniqueEmail();
    await registerWith(registrationBody(email, { locale: 'en' }));
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Please confirm your email address');
    expect(mail.text).toContain('Hello,');
    expect(withoutLinks(mail.text)).not.toContain('Kim');
    expect(mail.text).toContain('The link is valid for 3 days.');
    expect(mail.html).toContain('<html lang="en">');
    const response = await openLink(server, mail.links[0]);
    expect(response.headers.get('location')).toBe('http://portal.test/en/signin?confirmed=true');
  });

  it('takes the language from Accept-Language when the body names none, German otherwise', async () => {
    const english = uniqueEmail();
    await registerWith(registrationBody(english), { 'Accept-Language': 'fr-CH, en;q=0.9, de;q=0.8' });
    expect((await storedUser(english)).language).toBe('en');
    const german = uniqueEmail();
    await registerWith(registrationBody(german), { 'Accept-Language': 'fr, es;q=0.5' });
    expect((await storedUser(german)).language).toBe('de');
    const chosen = uniqueEmail();
    await registerWith(registrationBody(chosen, { locale: 'de' }), { 'Accept-Language': 'en' });
    expect((await storedUser(chosen)).language).toBe('de');
  });

  it.each([['Anne-Marie', "O'Brien"], ['José María', 'Łukasiewicz'], ['Dr. med. Kim', 'Weiß-Öztürk'], ['Zoë', 'D’Angelo'], ['明', '李']])(
    'accepts the names people have: %s %s',
    async (first, last) => {
      expect((await registerWith(registrationBody(uniqueEmail(), { first_name: first, last_name: last }))).status).toBe(201);
    },
  );

  it('stores e-mail addresses trimmed and lower-cased, and names trimmed', async () => {
    const email = uniqueEmail('Gross');
    await registerWith(registrationBody(`  ${email.toUpperCase()} `, { first_name: ' Kim ', last_name: ' Berger' }));
    const user = await storedUser(email.toLowerCase());
    expect(user).toMatchObject({ email: email.toLowerCase(), firstName: 'Kim', lastName: 'Berger' });
  });

  it('keeps an internationalised domain in its xn-- form: the uid and every mail use it, any spelling signs in', async () => {
    const local = uniqueEmail('kim').split('@')[0];
    const { status, body } = await answer(await registerWith(registrationBody(`${local}@Bücher.DE`)));
    expect(status).toBe(201);
    const stored = `${local}@xn--bcher-kva.de`;
    expect(body.data).toMatchObject({ email: stored, uid: stored });
    expect(await storedUser(stored)).toMatchObject({ email: stored });
    const mail = await lastMail(server, stored);
    expect((await openLink(server, mail.links[0])).status).toBe(302);
    const signIn = await server.request('/api/v1/users/sign_in', { method: 'POST', body: { user: { email: `${local}@bücher.de`, password } } });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('uid')).toBe(stored);
    expect(await answer(await registerWith(registrationBody(`${local}@xn--bcher-kva.de`)))).toEqual(failure(409, 'taken', 'user.email'));
  });

  it('refuses a local part beyond ASCII with its own reason and stores nothing', async () => {
    const before = await userCount();
    expect(await answer(await registerWith(registrationBody('jörg@example.de')))).toEqual(failure(422, 'non_ascii_local_part', 'user.email'));
    expect(await userCount()).toBe(before);
  });

  it('lets an address whose account an order made (its set-password link never used) sign up: it takes that account over, confirmed by the mail', async () => {
    const email = uniqueEmail('bestellt');
    expect((await accountLinkForOrder({ email, name: 'Kim Berger', language: 'de' })).kind).toBe('set_password');
    const before = await userCount();
    expect((await registerWith(registrationBody(email))).status).toBe(201);
    expect(await userCount()).toBe(before);
    const response = await openLink(server, (await lastMail(server, email)).links[0]);
    expect(response.headers.get('location')).toBe('http://portal.test/anmelden?confirmed=true');
    expect((await server.request('/api/v1/users/sign_in', { method: 'POST', body: { user: { email, password } } })).status).toBe(200);
    // Now it is an account like any other: a second sign-up is told the address is taken.
    expect(await answer(await registerWith(registrationBody(email)))).toEqual(failure(409, 'taken', 'user.email'));
  });

  it('answers user.email.taken for an address that has an account, in any spelling', async () => {
    const email = uniqueEmail();
    await registerWith(registrationBody(email));
    const before = await userCount();
    expect(await answer(await registerWith(registrationBody(` ${email.toUpperCase()}`)))).toEqual(failure(409, 'taken', 'user.email'));
    expect(await userCount()).toBe(before);
  });

  it('lets only one of two simultaneous registrations of an address through', async () => {
    const email = uniqueEmail();
    const statuses = (await Promise.all([1, 2, 3].map(() => registerWith(registrationBody(email))))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  describe('refuses invalid input with the spec codes and stores nothing', () => {
    const cases: [string, Record<string, unknown>, { path: string; code: string; params?: object }[]][] = [
      ['a malformed address', { email: 'kim@example' }, [{ path: 'user.email', code: 'is_not_an_email' }]],
      ['an address with spaces', { email: 'kim berger@example.de' }, [{ path: 'user.email', code: 'is_not_an_email' }]],
      ['a missing address', { email: undefined }, [{ path: 'user.email', code: 'required' }]],
      [
        'a password shorter than 8 characters',
        { password: 'kurz7zz', password_confirmation: 'kurz7zz' },
        [{ path: 'user.password', code: 'too_short', params: { min: 8 } }],
      ],
      [
        'a password longer than 128 characters',
        { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
        [{ path: 'user.password', code: 'too_long', params: { max: 128 } }],
      ],
      ['a confirmation that differs', { password_confirmation: 'anderes-kennwort' }, [{ path: 'user.password_confirmation', code: 'does_not_match' }]],
      ['a missing confirmation', { password_confirmation: undefined }, [{ path: 'user.password_confirmation', code: 'required' }]],
      ['a blank first name', { first_name: '   ' }, [{ path: 'user.first_name', code: 'required' }]],
      ['a missing last name', { last_name: undefined }, [{ path: 'user.last_name', code: 'required' }]],
      ['a 101-character name', { last_name: 'B'.repeat(101) }, [{ path: 'user.last_name', code: 'too_long', params: { max: 100 } }]],
      ['an unsupported language', { locale: 'fr' }, [{ path: 'user.locale', code: 'unsupported_language' }]],
      ['a number for a name', { first_name: 42 }, [{ path: 'user.first_name', code: 'invalid_type' }]],
      [
        'a web address in a name',
        { first_name: 'Konto gesperrt! Bitte sofort https://evil.example besuchen' },
        [{ path: 'user.first_name', code: 'contains_link' }],
      ],
      ['a host name in a name', { last_name: 'Berger evil.example' }, [{ path: 'user.last_name', code: 'contains_link' }]],
      ['www in a name', { last_name: 'www.evil' }, [{ path: 'user.last_name', code: 'contains_link' }]],
      ['markup in a name', { first_name: 'Kim<b>' }, [{ path: 'user.first_name', code: 'invalid_characters' }]],
      ['digits in a name', { first_name: 'Kim 0800 123' }, [{ path: 'user.first_name', code: 'invalid_characters' }]],
      ['a line break in a name', { last_name: 'Berger\nÜberweisen Sie' }, [{ path: 'user.last_name', code: 'invalid_characters' }]],
      ['an unknown field', { admin: true }, [{ path: 'user', code: 'unknown_field', params: { fields: 'admin' } }]],
    ];

    it.each(cases)('%s', async (_, overrides, errors) => {
      const before = await userCount();
      const email = uniqueEmail();
      const { status, body } = await answer(await registerWith(registrationBody(email, overrides)));
      expect(status).toBe(422);
      expect(body).toEqual({ status: 'failure', errors: errors.map((error) => expect.objectContaining(error)) });
      expect(await userCount()).toBe(before);
      expect(await mailsTo(server, email)).toEqual([]);
    });

    it('lists every problem at once', async () => {
      const { body } = await answer(await registerWith({ user: { email: 'nope', password: 'short', password_confirmation: 'other' } }));
      expect(body.errors.map((e: { path: string; code: string }) => `${e.path}.${e.code}`).sort()).toEqual([
        'user.email.is_not_an_email',
        'user.first_name.required',
        'user.last_name.required',
        'user.password.too_short',
        'user.password_confirmation.does_not_match',
      ]);
    });

    it.each([
      ['no body', undefined, null, 'required'],
      ['a body without user', {}, 'user', 'required'],
      ['user as a string', { user: 'kim' }, 'user', 'invalid_type'],
      ['an array', [1], null, 'invalid_type'],
      ['unknown top-level fields', { ...registrationBody(uniqueEmail()), confirm_success_url: 'x' }, null, 'unknown_field'],
    ])('%s', async (_, body, path, code) => {
      const before = await userCount();
      expect(await answer(await registerWith(body))).toEqual(failure(422, code, path));
      expect(await userCount()).toBe(before);
    });

    it('malformed JSON, a non-JSON body and a huge body', async () => {
      const before = await userCount();
      const json = { 'Content-Type': 'application/json' };
      expect(await answer(await server.request('/api/v1/users', { method: 'POST', rawBody: '{"user": {', headers: json }))).toEqual(
        failure(400, 'invalid_json'),
      );
      expect(
        await answer(await server.request('/api/v1/users', { method: 'POST', rawBody: 'email=a', headers: { 'Content-Type': 'text/plain' } })),
      ).toEqual(failure(415, 'unsupported_media_type'));
      expect(await answer(await registerWith(registrationBody(uniqueEmail(), { first_name: 'K'.repeat(100_000) })))).toEqual(
        failure(413, 'payload_too_large'),
      );
      expect(await userCount()).toBe(before);
    });
  });
});
