import { expect, test } from '@playwright/test';
import { localize } from './support/locales';

test.describe('language switch', () => {
  test('goes to the sibling slug and keeps <html lang> right after client navigation', async ({ page }) => {
    await page.goto('/miete?utm_source=newsletter');
    await page.getByRole('link', { name: localize('de', 'languageSwitch.switchTo.en') }).click();
    await expect(page).toHaveURL('/en/rent?utm_source=newsletter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: localize('en', 'brandBar.login') })).toBeVisible();

    await page.getByRole('link', { name: localize('en', 'languageSwitch.switchTo.de') }).click();
    await expect(page).toHaveURL('/miete?utm_source=newsletter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('does nothing for the current language', async ({ page }) => {
    await page.goto('/en/labour');
    const languageNav = page.getByRole('navigation', { name: localize('en', 'languageSwitch.label') });
    await expect(languageNav.getByRole('link')).toHaveCount(1);
    await languageNav.getByText('EN').click();
    await expect(page).toHaveURL('/en/labour');
  });
});

test.describe('links', () => {
  test('carry the current query parameters to the next page', async ({ page }) => {
    await page.goto('/?utm_campaign=spring&gclid=xyz');
    await page.getByRole('contentinfo').getByRole('link', { name: localize('de', 'nav.imprint') }).click();
    await expect(page).toHaveURL('/impressum?utm_campaign=spring&gclid=xyz');
  });

  test('logo leads to the index of the current language', async ({ page }) => {
    await page.goto('/en/faq');
    await page.getByRole('link', { name: localize('en', 'brandBar.home', { brand: 'Klarfall' }) }).click();
    await expect(page).toHaveURL('/en');
  });
});

test.describe('menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens and closes on a phone, and its links work', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: localize('de', 'brandBar.menu') });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: localize('de', 'menu.label') });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: localize('de', 'menu.groups.aboutUs') })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: localize('de', 'nav.career') }).click();
    await expect(page).toHaveURL('/karriere');
    await expect(page.getByRole('navigation', { name: localize('de', 'menu.label') })).toBeHidden();
  });

  test('closes when the page changes without a reload', async ({ page }) => {
    // The severance calculator runs the app, so this is a client-side page change with the brand bar kept.
    await page.goto('/en/severance-calculator');
    await page.getByRole('button', { name: localize('en', 'brandBar.menu') }).click();
    const menu = page.getByRole('navigation', { name: localize('en', 'menu.label') });
    await menu.getByRole('link', { name: localize('en', 'nav.labourLaw') }).click();
    await expect(page).toHaveURL('/en/labour');
    await expect(menu).toBeHidden();
  });

  // The homepage runs the app; the imprint ships no client JavaScript, so there the browser alone opens the menu.
  for (const path of ['/en', '/en/imprint']) {
    test(`works with the keyboard alone on ${path}`, async ({ page }) => {
      await page.goto(path);
      const toggle = page.getByRole('button', { name: localize('en', 'brandBar.menu') });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: localize('en', 'menu.label') });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }
});
