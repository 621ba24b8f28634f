import { expect, test } from '@playwright/test';
import { languageOfPath } from '../src/basics/language';
import { routes } from '../src/routes';
import { authCookieName } from '../src/session/stored-auth';
import { localize } from './support/locales';
import { publicPaths } from './support/public-pages';

/** The public pages that run the app in the browser: each has a form or calculator. */
const appPages = ([
  'home',
  'signIn',
  'signUp',
  'giroFunnel',
  'rentBrakeCheck',
  'severanceCalculator',
  'tenantProtectionOrder',
  'employmentProtectionOrder',
  'membershipCancellation',
  'contractWithdrawal',
] as const).flatMap((id) => [
  routes[id].de,
  routes[id].en,
]);

// Content pages and articles ship no client JavaScript (docs/architecture.md, "Pages without client
// JavaScript"); what the brand bar and links do there comes from the browser and two small inline scripts.
// The menu on such a page is tested with the others in navigation.spec.ts.
test.describe('pages without client JavaScript', () => {
  test('are every public page but those with a form or calculator, and offer no control that would need it', async ({ request }) => {
    const withScripts: string[] = [];
    for (const path of publicPaths()) {
      const html = await (await request.get(path)).text();
      if (/<script[^>]+src=/.test(html)) {
        withScripts.push(path);
        continue;
      }
      // Without client JavaScript a form control, or a button that neither toggles a popover nor submits
      // a form the server answers, would be dead. The one form is the account menu's sign-out.
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([form]) => form);
      expect(forms, path).toEqual([`<form action="${routes.signOut[languageOfPath(path)]}" method="post">`]);
      expect(html, path).not.toMatch(/<(input|select|textarea)\b/);
      for (const [button] of html.matchAll(/<button\b[^>]*>/g)) {
        expect(button, path).toMatch(/popovertarget="(main-menu|app-more-info|account-menu)"|type="submit"/i);
      }
    }
    expect(withScripts.sort()).toEqual([...appPages].sort());
  });

  test('load no script files and break no Content-Security-Policy rule', async ({ page }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/en/guides/rent-brake-extended-until-2029');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('carry the query into their links, as the app does', async ({ page }) => {
    await page.goto('/faq?utm_source=newsletter&lng=en');
    const imprint = page.getByRole('contentinfo').getByRole('link', { name: localize('de', 'nav.imprint') });
    await expect(imprint).toHaveAttribute('href', '/impressum?utm_source=newsletter');
    await imprint.click();
    await expect(page).toHaveURL('/impressum?utm_source=newsletter');
  });

  test('keep the embedded layout of a partner site from page to page', async ({ page }) => {
    await page.goto('/en/faq?iframe=1');
    await expect(page.locator('[data-region="brand-bar"]')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const firstLink = page.getByRole('main').locator('a[href^="/"]').first();
    await expect(firstLink).toHaveAttribute('href', /[?&]iframe=1(&|$)/);
  });

  test('show the account menu to a signed-in visitor', async ({ page, context, baseURL }) => {
    const session = { token: 't', uId: 'kim@example.org', client: 'c', expiredAt: Math.floor(Date.now() / 1000) + 3600 };
    await context.addCookies([{ name: authCookieName, value: encodeURIComponent(JSON.stringify(session)), url: baseURL }]);
    await page.goto('/presse');
    await expect(page.getByRole('button', { name: localize('de', 'brandBar.account') })).toBeVisible();
    await expect(page.getByRole('link', { name: localize('de', 'brandBar.login') })).toBeHidden();
  });
});
