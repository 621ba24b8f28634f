import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailLink } from './support/outbox';

/**
 * The account service of the production build, driven as a client would (the screens on top of it
 * have their own specs): the links in the outbox's mails lead a real browser to the right pages.
 */
const password = 'richtig-geheim-42';
const newPassword = 'ganz-neues-kennwort';

async function signIn(request: APIRequestContext, email: string, secret: string) {
  const response = await request.post('/api/v1/users/sign_in', { data: { user: { email, password: secret } } });
  const headers = response.headers();
  return { response, auth: { 'access-token': headers['access-token'], client: headers.client, uid: headers.uid } };
}

for (const language of ['de', 'en'] as const) {
  test(`a customer signing up in ${language === 'de' ? 'German' : 'English'} confirms by mail, signs in, resets the password and signs out`, async ({
    page,
    request,
  }) => {
    const email = `e2e.${randomBytes(4).toString('hex')}@example.de`;
    const registration = await request.post('/api/v1/users', {
      data: { user: { email, password, password_confirmation: password, first_name: 'Kim', last_name: 'Berger', locale: language } },
    });
    expect(registration.status()).toBe(201);

    await page.goto(await mailLink(email, 'confirmation'));
    await expect(page).toHaveURL(language === 'de' ? '/anmelden?confirmed=true' : '/en/signin?confirmed=true');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const { response, auth } = await signIn(request, email, password);
    expect(response.status()).toBe(200);
    const me = await request.get('/api/v1/me', { headers: auth });
    expect(await me.json()).toMatchObject({ status: 'success', data: { user: { email, overview: { requests: [] } } } });

    expect((await request.post('/api/v1/users/password', { data: { email } })).status()).toBe(200);
    const resetLink = new URL(await mailLink(email, 'password_reset'));
    await page.goto(`${resetLink.pathname}${resetLink.search}`);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${language === 'de' ? '/kennwort-zuruecksetzen' : '/en/reset-password'}\\?uid=`));
    const reset = await request.put('/api/v1/users/password', {
      headers: {
        uid: resetLink.searchParams.get('uid')!,
        client: resetLink.searchParams.get('client_id')!,
        'access-token': resetLink.searchParams.get('access-token')!,
      },
      data: { password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.status()).toBe(200);
    expect((await request.get('/api/v1/me', { headers: auth })).status()).toBe(401);

    const again = await signIn(request, email, newPassword);
    expect(again.response.status()).toBe(200);
    expect((await request.delete('/api/v1/users/sign_out', { headers: again.auth })).status()).toBe(200);
    expect((await request.get('/api/v1/me', { headers: again.auth })).status()).toBe(401);
  });
}
