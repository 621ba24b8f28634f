import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { signInThroughForm, signUpThroughForm } from './support/account-forms';
import { localize } from './support/locales';
import { mailLink, pathOf } from './support/outbox';

/**
 * Addresses with characters that need care in URLs, headers and mail: `+`, `&` and `%` in the local
 * part, and an internationalised domain. Each goes the whole way in a real browser: sign-up, the
 * confirmation link from the mail, a reset through its mail, sign-in. A local part beyond ASCII is
 * refused with its own explanation (docs/accounts.md says why).
 */
const password = 'sicheres-kennwort-7';
const newPassword = 'brandneues-kennwort-8';
const l = localize;
const tag = () => randomBytes(3).toString('hex');

const addresses: { label: string; email: () => string; language: Language }[] = [
  { label: 'a plus sign', email: () => `kim+portal-${tag()}@example.de`, language: 'de' },
  { label: 'an ampersand', email: () => `kim&jo-${tag()}@example.de`, language: 'en' },
  { label: 'a percent sign', email: () => `kim%25-${tag()}@example.de`, language: 'de' },
  { label: 'an internationalised domain', email: () => `kim-${tag()}@bücher.example`, language: 'en' },
  { label: 'all of them', email: () => `Kim+a&b%c-${tag()}@Müller-Bücher.example`, language: 'de' },
];

for (const { label, email: makeEmail, language } of addresses) {
  test(`an address with ${label} signs up, confirms, resets the password and signs in (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const email = makeEmail();

    await page.goto(routes.signUp[language]);
    await signUpThroughForm(page, language, email, password);
    await expect(page.getByRole('heading', { name: l(language, 'auth:signUp.successTitle') })).toBeVisible();
    // Chromium's e-mail field hands an internationalised domain over in its xn-- form already.
    await expect(page.getByRole('status')).toContainText(`${email.split('@')[0]}@`);

    await page.goto(pathOf(await mailLink(email, 'confirmation')));
    await expect(page).toHaveURL(`${routes.signIn[language]}?confirmed=true`);

    await page.goto(routes.passwordReset[language]);
    await page.getByLabel(l(language, 'auth:fields.email')).fill(email);
    await page.getByRole('button', { name: l(language, 'auth:passwordReset.submit') }).click();
    await expect(page.getByText(l(language, 'auth:passwordReset.sent'))).toBeVisible();
    await page.goto(pathOf(await mailLink(email, 'password_reset')));
    await page.getByLabel(l(language, 'auth:fields.newPassword'), { exact: true }).fill(newPassword);
    await page.getByLabel(l(language, 'auth:fields.newPasswordConfirmation')).fill(newPassword);
    await page.getByRole('button', { name: l(language, 'auth:passwordReset.newSubmit') }).click();
    await expect(page.getByText(l(language, 'auth:signIn.passwordChanged'))).toBeVisible();

    await signInThroughForm(page, language, email, newPassword);
    await expect(page).toHaveURL(routes.dashboard[language]);
    // The address as the customer typed it (lower-case), an internationalised domain in Unicode too.
    await expect(page.getByRole('region', { name: l(language, 'dashboard:profile.title') })).toContainText(email.toLowerCase());
  });
}

for (const language of ['de', 'en'] as const) {
  test(`a local part beyond ASCII is refused with its own explanation before anything is sent (${language})`, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/users')) sent.push(request.url());
    });
    await page.goto(routes.signUp[language]);
    await page.getByLabel(l(language, 'auth:fields.firstName')).fill('Jörg');
    await page.getByLabel(l(language, 'auth:fields.lastName')).fill('Müller');
    const email = page.getByLabel(l(language, 'auth:fields.email'));
    await email.fill(`jörg-${tag()}@example.de`);
    await page.getByLabel(l(language, 'auth:fields.password'), { exact: true }).fill(password);
    await page.getByLabel(l(language, 'auth:fields.passwordConfirmation')).fill(password);
    await page.getByRole('button', { name: l(language, 'auth:signUp.submit') }).click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([l(language, 'errors:user.email.non_ascii_local_part')]);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
}
