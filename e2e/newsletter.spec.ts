import { expect, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { freshEmail } from './support/cases-cli';
import { localize as l } from './support/locales';
import { mailLink, pathOf } from './support/outbox';

/**
 * The newsletter with double opt-in in a real browser, in both languages (German on a phone): from the
 * newsletter page to the sign-up form, refused without an address and consent, then the confirmation
 * mail's link, and the unsubscribe link every mail carries.
 */
for (const [language, width] of [
  ['de', 390],
  ['en', 1280],
] as [Language, number][]) {
  test(`${language}: sign up, confirm from the mail, unsubscribe from the mail (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const t = (key: string, values?: Record<string, string | number>) => l(language, `newsletter:${key}`, values);
    const email = freshEmail(`newsletter-${language}`);

    await page.goto(routes.newsletter[language]);
    await page.getByRole('main').getByRole('link', { name: t('form.title') }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t('form.title') })).toBeVisible();
    // The newsletter page has no JavaScript, so this is a full load: the form checks only once hydrated.
    await page.waitForLoadState('networkidle');

    // Nothing ticked in advance; without an address and consent the errors sit at their fields.
    const consent = page.getByRole('checkbox', { name: t('form.consent', { brand: 'Klarfall' }) });
    await expect(consent).not.toBeChecked();
    await page.getByRole('button', { name: t('form.submit') }).click();
    await expect(page.getByLabel(t('form.email'))).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(l(language, 'errors:wants_newsletter.required')).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(t('form.email')).fill(email);
    await consent.check();
    await page.getByRole('button', { name: t('form.submit') }).click();
    await expect(page.getByRole('heading', { name: t('form.sentTitle') })).toBeFocused();
    await expect(page.getByText(t('form.sent', { email, days: 7 }))).toBeVisible();

    await page.goto(pathOf(await mailLink(email, 'newsletter_confirmation')));
    await page.getByRole('button', { name: t('confirm.submit') }).click();
    await expect(page.getByText(t('confirm.done'))).toBeVisible();
    // The same link again: refused with a way back to the sign-up.
    await page.reload();
    await page.getByRole('button', { name: t('confirm.submit') }).click();
    await expect(page.getByText(l(language, 'errors:newsletter_link_invalid'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('confirm.signUp') })).toBeVisible();

    // The welcome mail's only link: unsubscribing.
    await page.goto(pathOf(await mailLink(email, 'newsletter_welcome')));
    await expect(page.getByRole('heading', { level: 1, name: t('unsubscribe.title') })).toBeVisible();
    await page.getByRole('button', { name: t('unsubscribe.submit') }).click();
    await expect(page.getByText(t('unsubscribe.done'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
