import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { signInThroughForm } from './support/account-forms';
import { axeViolations } from './support/axe';
import { localize } from './support/locales';
import { mailLink, pathOf } from './support/outbox';
import { outboxMails } from '../tests/support/mail-outbox';
import { e2eMailDir } from './support/environment';

/** A signed-in customer changes the password in the account area, in a real browser, in both languages. */
const password = 'sicheres-kennwort-7';
const newPassword = 'brandneues-kennwort-8';
const l = localize;

async function confirmedCustomer(request: APIRequestContext, language: Language) {
  const email = `wechsel.${randomBytes(4).toString('hex')}@example.de`;
  const signUp = await request.post('/api/v1/users', {
    data: { user: { email, password, password_confirmation: password, first_name: 'Kim', last_name: 'Berger', locale: language } },
  });
  expect(signUp.status()).toBe(201);
  expect((await request.get(pathOf(await mailLink(email, 'confirmation')))).ok()).toBe(true);
  return email;
}

async function signIn(page: Page, language: Language, email: string, secret: string) {
  await page.goto(routes.signIn[language]);
  await signInThroughForm(page, language, email, secret);
}

/** Another device of the customer: a session of its own, through the API. */
async function otherDevice(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/users/sign_in', { data: { user: { email, password } } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  return { uid: headers.uid, client: headers.client, 'access-token': headers['access-token'] };
}

for (const language of ['de', 'en'] as const) {
  test.describe(language === 'de' ? 'in German' : 'in English', () => {
    test('a customer changes the password: errors first, then the change; other devices are signed out, this one stays', async ({ page, request }) => {
      test.setTimeout(60_000);
      const email = await confirmedCustomer(request, language);
      const phone = await otherDevice(request, email);
      await signIn(page, language, email, password);
      await expect(page).toHaveURL(routes.dashboard[language]);

      // From the profile card; the account menu offers it too.
      await page.getByRole('button', { name: l(language, 'brandBar.account') }).click();
      await expect(page.getByRole('group', { name: l(language, 'brandBar.account') }).getByRole('link', { name: l(language, 'accountMenu.passwordChange') })).toHaveAttribute(
        'href',
        routes.passwordChange[language],
      );
      await page.keyboard.press('Escape');
      await page.getByRole('region', { name: l(language, 'dashboard:profile.title') }).getByRole('link', { name: l(language, 'dashboard:profile.changePassword') }).click();
      await expect(page).toHaveURL(routes.passwordChange[language]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l(language, 'auth:passwordChange.title'));

      const current = page.getByLabel(l(language, 'auth:fields.currentPassword'));
      const fresh = page.getByLabel(l(language, 'auth:fields.newPassword'), { exact: true });
      const confirmation = page.getByLabel(l(language, 'auth:fields.newPasswordConfirmation'));
      const submit = page.getByRole('button', { name: l(language, 'auth:passwordChange.submit') });
      const summary = page.locator('#password-change-errors');

      // Empty: the spec's texts, the fields marked, focus on the summary, and the page still accessible.
      await submit.click();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('listitem')).toHaveText([
        l(language, 'errors:user.current_password.required'),
        l(language, 'errors:user.password.required'),
        l(language, 'errors:user.password_confirmation.required'),
      ]);
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);

      // A wrong current password: the service's own text, on that field, until the value changes.
      await current.fill('falsch-geraten');
      await fresh.fill(newPassword);
      await confirmation.fill(newPassword);
      await submit.click();
      await expect(summary.getByRole('listitem')).toHaveText([l(language, 'errors:user.current_password.wrong_password')]);
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(summary).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      expect((await request.get('/api/v1/me', { headers: phone })).status()).toBe(200);

      await current.fill(password);
      await expect(summary.getByRole('listitem')).toHaveCount(0);
      await submit.click();
      const done = page.getByRole('status').filter({ hasText: l(language, 'auth:passwordChange.successTitle') });
      await expect(done).toBeFocused();
      await expect(done).toContainText(l(language, 'auth:passwordChange.successText'));
      expect(await axeViolations(page)).toEqual([]);

      // The other device is signed out; this browser is not, with its renewed session.
      expect((await request.get('/api/v1/me', { headers: phone })).status()).toBe(401);
      await done.getByRole('link', { name: l(language, 'auth:passwordChange.toDashboard') }).click();
      await expect(page).toHaveURL(routes.dashboard[language]);
      await expect(page.getByRole('region', { name: l(language, 'dashboard:profile.title') })).toContainText(email);

      // The notice in the account's language.
      await expect
        .poll(async () => (await outboxMails(e2eMailDir, email)).filter((mail) => mail.file.includes('_password_changed_')).map((mail) => mail.subject))
        .toEqual([l(language, 'mail:passwordChanged.subject')]);

      // Signed out, only the new password opens the account.
      await page.getByRole('main').getByRole('button', { name: l(language, 'signOut.submit') }).click();
      await expect(page).toHaveURL(routes.signIn[language]);
      await signIn(page, language, email, password);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(l(language, 'errors:bad_credentials'));
      await signIn(page, language, email, newPassword);
      await expect(page).toHaveURL(routes.dashboard[language]);
    });

    test('the page sends visitors without a session to sign-in, keeping the app mode', async ({ page }) => {
      const response = await page.goto(`${routes.passwordChange[language]}?shell_app=true`);
      expect(response?.url()).toContain(`${routes.signIn[language]}?shell_app=true`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l(language, 'auth:signIn.title'));
    });
  });
}
