import { expect, test } from '@playwright/test';
import { routes } from '../src/routes';
import { authCookieName } from '../src/session/stored-auth';
import { customerWithCase } from './support/customer';
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
    const imprint = page.getByRole('contentinfo').getByRole('link', { name: localize('de', 'nav.imprint') });
    // The homepage runs the app: the link carries the query once hydration is done, which can be after load.
    await expect(imprint).toHaveAttribute('href', '/impressum?utm_campaign=spring&gclid=xyz');
    await imprint.click();
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
    await menu.getByRole('link', { name: localize('en', 'nav.labourAreaOverview') }).click();
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

test.describe('menu contents', () => {
  test('"all services" lists every service by area, and the footer links the legal pages', async ({ page }) => {
    await page.goto('/en/imprint');
    await page.getByRole('button', { name: localize('en', 'brandBar.menu') }).click();
    const services = page.getByRole('navigation', { name: localize('en', 'menu.label') }).getByRole('region', { name: localize('en', 'menu.groups.services') });
    for (const area of ['rent', 'labour', 'finance', 'internet']) {
      await expect(services.getByRole('heading', { name: localize('en', `menu.areas.${area}`) })).toBeVisible();
    }
    await services.getByRole('link', { name: localize('en', 'nav.premiumSavings') }).click();
    await expect(page).toHaveURL('/en/premium-savings');
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: localize('en', 'footer.groups.legal') });
    await legal.getByRole('link', { name: localize('en', 'nav.accessibility') }).click();
    await expect(page).toHaveURL('/en/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  });
});

// The homepage runs the app; the imprint ships no client JavaScript, so there the browser opens the menu
// and the server ends the session.
for (const [language, path] of [
  ['de', '/'],
  ['en', '/en/imprint'],
] as const) {
  test(`the account menu works with the keyboard alone and signs out on ${path}`, async ({ page, context, request, baseURL }) => {
    const customer = await customerWithCase(request, baseURL!, language);
    await context.addCookies([customer.cookie]);
    await page.goto(`${path}?utm_source=newsletter`);
    const toggle = page.getByRole('button', { name: localize(language, 'brandBar.account') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('group', { name: localize(language, 'brandBar.account') });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: localize(language, 'accountMenu.dashboard') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: localize(language, 'accountMenu.passwordChange') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: localize(language, 'signOut.submit') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${routes.signIn[language]}?utm_source=newsletter`);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(authCookieName);
    await expect(page.getByRole('link', { name: localize(language, 'brandBar.login') })).toBeVisible();
    // The account service ended the session too: the old token no longer opens the dashboard.
    await context.addCookies([customer.cookie]);
    await page.goto(routes.dashboard[language]);
    await expect(page).toHaveURL(routes.signIn[language]);
  });
}

test('a visit to the sign-out page only asks; a form on another site cannot sign anyone out', async ({ page, context, request, baseURL }) => {
  const customer = await customerWithCase(request, baseURL!, 'en');
  await context.addCookies([customer.cookie]);
  await page.goto(routes.signOut.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('en', 'signOut.title'));
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(authCookieName);
  const crossSite = await request.post(routes.signOut.en, {
    headers: { cookie: `${customer.cookie.name}=${customer.cookie.value}`, 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(303);
  expect(crossSite.headers()['location']).toBe(routes.signOut.en);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  await page.goto(routes.dashboard.en);
  await expect(page).toHaveURL(routes.dashboard.en);
});
