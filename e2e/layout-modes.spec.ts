import { expect, type Page, test } from '@playwright/test';
import { localize } from './support/locales';

const regions = (page: Page) => ({
  brandBar: page.locator('[data-region="brand-bar"]'),
  footer: page.locator('[data-region="footer"]'),
  appNavigation: page.locator('[data-region="app-navigation"]'),
});

test('without flags: brand bar, page and footer', async ({ page }) => {
  await page.goto('/miete');
  const { brandBar, footer, appNavigation } = regions(page);
  await expect(brandBar).toBeVisible();
  await expect(footer).toBeVisible();
  await expect(appNavigation).toBeHidden();
});

test('iframe flag: the page alone', async ({ page }) => {
  await page.goto('/en/rent?iframe=true');
  const { brandBar, footer, appNavigation } = regions(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(brandBar).toBeHidden();
  await expect(footer).toBeHidden();
  await expect(appNavigation).toBeHidden();
});

test('shell_app on an app route: the page alone', async ({ page }) => {
  await page.goto('/anmelden?shell_app=true');
  const { brandBar, footer, appNavigation } = regions(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(brandBar).toBeHidden();
  await expect(footer).toBeHidden();
  await expect(appNavigation).toBeHidden();
});

test('shell_app elsewhere: the page and the app navigation, which keeps the mode', async ({ page }) => {
  await page.goto('/miete?shell_app=true');
  const { brandBar, footer, appNavigation } = regions(page);
  await expect(appNavigation).toBeVisible();
  await expect(brandBar).toBeHidden();
  await expect(footer).toBeHidden();

  await appNavigation.getByRole('link', { name: localize('de', 'appNavigation.labour') }).click();
  await expect(page).toHaveURL('/arbeit?shell_app=true');
  await expect(regions(page).appNavigation).toBeVisible();
  await expect(regions(page).brandBar).toBeHidden();
});

// The severance calculator runs the app (the next page comes without a reload); the labour area ships no
// client JavaScript, so there the browser alone opens the list.
for (const path of ['/en/severance-calculator', '/en/labour']) {
  test(`the app navigation opens its list and appends shell_app to its links on ${path}`, async ({ page }) => {
    await page.goto(`${path}?shell_app=true`);
    const nav = page.getByRole('navigation', { name: localize('en', 'appNavigation.label') });
    const moreInfo = nav.getByRole('button', { name: localize('en', 'appNavigation.moreInfo') });
    const imprint = nav.getByRole('link', { name: localize('en', 'nav.imprint') });
    await expect(imprint).toBeHidden();
    await moreInfo.click();
    await expect(imprint).toBeVisible();
    await moreInfo.click();
    await expect(imprint).toBeHidden();
    await moreInfo.click();
    await page.keyboard.press('Escape');
    await expect(imprint).toBeHidden();

    await moreInfo.click();
    await nav.getByRole('link', { name: localize('en', 'nav.about') }).click();
    await expect(page).toHaveURL('/en/about?shell_app=true');
    await expect(regions(page).appNavigation).toBeVisible();
    await expect(imprint).toBeHidden();
  });
}
