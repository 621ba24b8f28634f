import { expect, type Page, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/cases-cli';
import { localize as l } from './support/locales';
import { type CheckedHtml, nuErrors } from './support/nu-checker';

/**
 * The forms once they have been used, in both languages: axe-core and the W3C Nu HTML checker on each
 * form after an empty submit, after the service refused it, and for the bank search with its list open
 * and with no match. Pages as loaded are checked in accessibility.spec.ts and html-checks.spec.ts.
 */
class FormStates {
  readonly snapshots: CheckedHtml[] = [];

  constructor(private readonly page: Page) {}

  /** axe on the page as it is now; its HTML is kept for the Nu checker. */
  async check(name: string) {
    expect(await axeViolations(this.page), name).toEqual([]);
    this.snapshots.push({ name, html: await this.page.content() });
  }

  async expectNoNuErrors() {
    expect(await nuErrors(this.snapshots)).toEqual([]);
  }
}

/** After a failed submit the error list under the form has focus and names what to fix (these texts, if given). */
async function expectErrorSummary(page: Page, language: Language, texts?: string[]) {
  const summary = page.getByRole('list', { name: l(language, 'auth:errorsLabel') });
  if (texts) await expect(summary.getByRole('listitem')).toHaveText(texts);
  else await expect(summary.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator(':focus').getByRole('list', { name: l(language, 'auth:errorsLabel') })).toBeVisible();
}

for (const language of ['de', 'en'] as const) {
  test(`${language}: the account forms after an empty submit and after the service's refusal`, async ({ page }) => {
    test.setTimeout(120_000);
    const states = new FormStates(page);
    const emailLabel = l(language, 'auth:fields.email');

    await page.goto(routes.signIn[language]);
    await page.getByRole('button', { name: l(language, 'auth:signIn.submit') }).click();
    await expectErrorSummary(page, language);
    await expect(page.getByLabel(emailLabel)).toHaveAttribute('aria-invalid', 'true');
    await states.check(`${routes.signIn[language]} submitted empty`);
    await page.getByLabel(emailLabel).fill(freshEmail('niemand'));
    await page.getByLabel(l(language, 'auth:fields.password')).fill('falsches-kennwort');
    await page.getByRole('button', { name: l(language, 'auth:signIn.submit') }).click();
    await expectErrorSummary(page, language, [l(language, 'errors:bad_credentials')]);
    await states.check(`${routes.signIn[language]} refused`);

    await page.goto(routes.signUp[language]);
    await page.getByRole('button', { name: l(language, 'auth:signUp.submit') }).click();
    await expectErrorSummary(page, language);
    await expect(page.getByLabel(l(language, 'auth:fields.firstName'))).toHaveAttribute('aria-invalid', 'true');
    await states.check(`${routes.signUp[language]} submitted empty`);
    await page.getByLabel(l(language, 'auth:fields.firstName')).fill('Kim');
    await page.getByLabel(l(language, 'auth:fields.lastName')).fill('Weber');
    await page.getByLabel(emailLabel).fill(freshEmail('kurz'));
    await page.getByLabel(l(language, 'auth:fields.password'), { exact: true }).fill('kurz');
    await page.getByLabel(l(language, 'auth:fields.passwordConfirmation')).fill('kurz');
    await page.getByRole('button', { name: l(language, 'auth:signUp.submit') }).click();
    const tooShort = l(language, 'errors:user.password.too_short', { min: 8 });
    await expectErrorSummary(page, language, [tooShort]);
    const password = page.getByLabel(l(language, 'auth:fields.password'), { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(`${tooShort.replace(/[()]/g, '\\$&')}$`));
    await states.check(`${routes.signUp[language]} refused`);
    // The service's verdict was about the password sent: a new one ends it.
    await password.fill('ein-viel-laengeres-kennwort');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(tooShort)).toBeHidden();

    await page.goto(routes.passwordReset[language]);
    await page.getByRole('button', { name: l(language, 'auth:passwordReset.submit') }).click();
    await expectErrorSummary(page, language);
    await states.check(`${routes.passwordReset[language]} submitted empty`);

    await page.goto(`${routes.passwordReset[language]}?uid=niemand%40example.org&client_id=unbekannt&access-token=ungueltig`);
    await page.getByRole('button', { name: l(language, 'auth:passwordReset.newSubmit') }).click();
    await expectErrorSummary(page, language);
    await expect(page.getByLabel(l(language, 'auth:fields.newPassword'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await states.check(`${routes.passwordReset[language]} new password submitted empty`);
    await page.getByLabel(l(language, 'auth:fields.newPassword'), { exact: true }).fill('brandneues-kennwort');
    await page.getByLabel(l(language, 'auth:fields.newPasswordConfirmation')).fill('brandneues-kennwort');
    await page.getByRole('button', { name: l(language, 'auth:passwordReset.newSubmit') }).click();
    await expectErrorSummary(page, language, [l(language, 'errors:reset_link_invalid')]);
    await states.check(`${routes.passwordReset[language]} new password refused`);

    await states.expectNoNuErrors();
  });

  test(`${language}: the calculators and the bank-fee funnel after an empty submit, and the bank search open and without match`, async ({ page }) => {
    test.setTimeout(120_000);
    const states = new FormStates(page);

    for (const [route, submit] of [
      [routes.rentBrakeCheck[language], 'calculators:rent.submit'],
      [routes.severanceCalculator[language], 'calculators:severance.submit'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('main').getByRole('button', { name: l(language, submit) }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await states.check(`${route} submitted empty`);
    }

    const funnel = routes.giroFunnel[language];
    await page.goto(funnel);
    await page.getByRole('button', { name: l(language, 'giroFunnel:form.submit') }).click();
    const bank = page.getByLabel(l(language, 'giroFunnel:form.bank'));
    await expect(bank).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(l(language, 'errors:bankName.required'))).toBeVisible();
    await states.check(`${funnel} submitted empty`);
    await bank.click();
    await expect(page.getByRole('option', { name: 'Postbank' })).toBeVisible();
    await states.check(`${funnel} bank search open`);
    await bank.fill('Keine Bank dieses Namens');
    await expect(page.getByText(l(language, 'giroFunnel:searchable-autocomplete.no-options-message'))).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await states.check(`${funnel} bank search without match`);

    await states.expectNoNuErrors();
  });
}
