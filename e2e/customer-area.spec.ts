import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { freshEmail, openCaseWithCli } from './support/cases-cli';
import { signInThroughForm as signInWith, signUpThroughForm } from './support/account-forms';
import { localize } from './support/locales';
import { mailLink, pathOf } from './support/outbox';

/** The customer area in a real browser against the real account service, in both languages. */
const password = 'sicheres-kennwort-7';
const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.de`;
const l = localize;

async function signUpThroughApi(request: APIRequestContext, email: string, language: Language) {
  const response = await request.post('/api/v1/users', {
    data: { user: { email, password, password_confirmation: password, first_name: 'Kim', last_name: 'Berger', locale: language } },
  });
  expect(response.status()).toBe(201);
}

async function confirmedCustomer(request: APIRequestContext, language: Language, email = uniqueEmail('kunde')) {
  await signUpThroughApi(request, email, language);
  expect((await request.get(pathOf(await mailLink(email, 'confirmation')))).ok()).toBe(true);
  return email;
}

const signInThroughForm = (page: Page, language: Language, email: string, secret = password) => signInWith(page, language, email, secret);

for (const language of ['de', 'en'] as const) {
  test.describe(language === 'de' ? 'in German' : 'in English', () => {
    test('a client signs up, confirms from the mail, signs in, sees the profile and signs out', async ({ page, context }) => {
      const email = uniqueEmail('neu');
      await page.goto(routes.signUp[language]);
      await signUpThroughForm(page, language, email, password);
      await expect(page.getByRole('heading', { name: l(language, 'auth:signUp.successTitle') })).toBeVisible();

      await page.goto(pathOf(await mailLink(email, 'confirmation')));
      await expect(page).toHaveURL(`${routes.signIn[language]}?confirmed=true`);
      await expect(page.getByText(l(language, 'auth:signIn.confirmed'))).toBeVisible();

      await signInThroughForm(page, language, email);
      await expect(page).toHaveURL(routes.dashboard[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const profile = page.getByRole('region', { name: l(language, 'dashboard:profile.title') });
      await expect(profile.getByText('Kim Berger')).toBeVisible();
      await expect(profile.getByText(email)).toBeVisible();
      await expect(page.getByRole('heading', { name: l(language, 'dashboard:empty.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: l(language, 'brandBar.account') })).toBeVisible();

      await page.getByRole('main').getByRole('button', { name: l(language, 'signOut.submit') }).click();
      await expect(page).toHaveURL(routes.signIn[language]);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('klarfall_auth');
      await page.goto(routes.dashboard[language]);
      await expect(page).toHaveURL(routes.signIn[language]);
    });

    test('a wrong password is refused with the catalogue’s message', async ({ page, request }) => {
      const email = await confirmedCustomer(request, language);
      await page.goto(routes.signIn[language]);
      await signInThroughForm(page, language, email, 'falsches-kennwort');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(l(language, 'errors:bad_credentials'));
      await expect(page).toHaveURL(routes.signIn[language]);
    });

    test('an unconfirmed client is asked to confirm and can get the mail again', async ({ page, request }) => {
      const email = uniqueEmail('unbestaetigt');
      await signUpThroughApi(request, email, language);
      await page.goto(routes.signIn[language]);
      await signInThroughForm(page, language, email);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(l(language, 'errors:email_not_confirmed'));
      await page.getByRole('button', { name: l(language, 'auth:resendConfirmation.submit') }).click();
      await expect(page.getByText(l(language, 'auth:resendConfirmation.sent'))).toBeVisible();
    });

    test('a forgotten password is reset from the mail link and the new one works', async ({ page, request }) => {
      const email = await confirmedCustomer(request, language);
      await page.goto(routes.passwordReset[language]);
      await page.getByLabel(l(language, 'auth:fields.email')).fill(email);
      await page.getByRole('button', { name: l(language, 'auth:passwordReset.submit') }).click();
      await expect(page.getByText(l(language, 'auth:passwordReset.sent'))).toBeVisible();
      await expect(page.getByLabel(l(language, 'auth:fields.email'))).toBeHidden();

      await page.goto(pathOf(await mailLink(email, 'password_reset')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l(language, 'auth:passwordReset.newTitle'));
      await page.getByLabel(l(language, 'auth:fields.newPassword'), { exact: true }).fill('brandneues-kennwort');
      await page.getByLabel(l(language, 'auth:fields.newPasswordConfirmation')).fill('brandneues-kennwort');
      await page.getByRole('button', { name: l(language, 'auth:passwordReset.newSubmit') }).click();
      await expect(page).toHaveURL(`${routes.signIn[language]}?password_changed=`);
      await expect(page.getByText(l(language, 'auth:signIn.passwordChanged'))).toBeVisible();

      await signInThroughForm(page, language, email, password);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(l(language, 'errors:bad_credentials'));
      await signInThroughForm(page, language, email, 'brandneues-kennwort');
      await expect(page).toHaveURL(routes.dashboard[language]);
    });

    test('the dashboard sends visitors without a session to sign-in, keeping the app mode', async ({ page }) => {
      const response = await page.goto(`${routes.dashboard[language]}?shell_app=true`);
      expect(response?.url()).toContain(`${routes.signIn[language]}?shell_app=true`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l(language, 'auth:signIn.title'));
    });
  });
}

test('signing out inside the mobile app posts the logout message to the app', async ({ page, request }) => {
  const email = await confirmedCustomer(request, 'de');
  await page.addInitScript(() => {
    const messages: string[] = [];
    Object.assign(window, { appMessages: messages, ReactNativeWebView: { postMessage: (message: string) => messages.push(message) } });
  });
  await page.goto(`${routes.signIn.de}?shell_app=true`);
  await signInThroughForm(page, 'de', email);
  await expect(page).toHaveURL(`${routes.dashboard.de}?shell_app=true`);
  await expect(page.locator('[data-region="app-navigation"]')).toBeVisible();
  await page.getByRole('button', { name: l('de', 'signOut.submit') }).click();
  await expect(page).toHaveURL(`${routes.signIn.de}?shell_app=true`);
  expect(await page.evaluate(() => (window as unknown as { appMessages: string[] }).appMessages)).toEqual([JSON.stringify({ type: 'logout' })]);
});

test('a case the provider opens with the CLI shows on the dashboard of the client who signs up with that address', async ({ page, request }) => {
  const email = freshEmail('mandant');
  const opened = await openCaseWithCli(['--email', email, '--product', 'deposit', '--no-mail']);
  await confirmedCustomer(request, 'en', email);
  await page.goto(routes.signIn.en);
  await signInThroughForm(page, 'en', email);
  await expect(page).toHaveURL(routes.dashboard.en);
  const card = page.getByRole('article').filter({ hasText: opened.reference_number });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Deposit recovery');
  await card.getByRole('link', { name: new RegExp(l('en', 'dashboard:cases.open')) }).click();
  await expect(page).toHaveURL(`${routes.caseStatus.en}?id=${opened.id}`);
  await expect(page.getByText(opened.reference_number).first()).toBeVisible();
});
