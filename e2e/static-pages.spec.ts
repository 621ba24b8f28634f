import { expect, test } from '@playwright/test';
import { languageOfPath } from '../src/basics/language';
import { routes } from '../src/routes';
import { authCookieName } from '../src/session/stored-auth';
import { localize } from './support/locales';
import { publicPaths } from './support/public-pages';

/** The public pages that run the app in the browser: each has a form or calculator the homepage's plain forms don't cover. */
const appPages = ([
  'signIn',
  'signUp',
  'giroFunnel',
  'rentBrakeCheck',
  'severanceCalculator',
  'tenantProtectionOrder',
  'employmentProtectionOrder',
  'membershipCancellation',
  'contractWithdrawal',
  'newsletterSignUp',
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
      // a form the server answers, would be dead. The forms are the account menu's sign-out and, on the
      // homepage, the calculators' forms, which submit with GET to their pages (the server answers there).
      const calculatorForms = new Set<string>((['rentBrakeCheck', 'severanceCalculator'] as const).map((id) => routes[id][languageOfPath(path)]));
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([form]) => form);
      const [signOut, ...others] = forms;
      expect(signOut, path).toBe(`<form action="${routes.signOut[languageOfPath(path)]}" method="post">`);
      for (const form of others) {
        expect(form, path).toMatch(/ method="get"/);
        expect(calculatorForms.has(/ action="([^"]*)"/.exec(form)?.[1] ?? ''), `${path}: ${form}`).toBe(true);
      }
      if (others.length === 0) expect(html, path).not.toMatch(/<(input|select|textarea)\b/);
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

  test("carry the embedded layout through the homepage's calculator form to the check's page", async ({ page }) => {
    await page.goto('/en?iframe=1&utm_source=partner');
    const form = page.getByRole('form', { name: localize('en', 'calculators:rent.title') });
    await form.getByLabel(localize('en', 'calculators:rent.fields.postalCode')).fill('50667');
    await form.getByLabel(localize('en', 'calculators:rent.fields.signedOn')).fill('2026-03-01');
    await form.getByLabel(localize('en', 'calculators:rent.fields.livingArea')).fill('60');
    await form.getByLabel(localize('en', 'calculators:rent.fields.netColdRent')).fill('900');
    await form.getByRole('button', { name: localize('en', 'calculators:rent.submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/rent-brake/check' && url.searchParams.get('iframe') === '1' && url.searchParams.get('utm_source') === 'partner');
    await expect(page.getByRole('heading', { name: localize('en', 'calculators:rent.result.covered.title', { municipality: 'Köln' }) })).toBeVisible();
    await expect(page.locator('[data-region="brand-bar"]')).toBeHidden();
  });

  test('show the account menu to a signed-in visitor', async ({ page, context, baseURL }) => {
    const session = { token: 't', uId: 'kim@example.org', client: 'c', expiredAt: Math.floor(Date.now() / 1000) + 3600 };
    await context.addCookies([{ name: authCookieName, value: encodeURIComponent(JSON.stringify(session)), url: baseURL }]);
    await page.goto('/presse');
    await expect(page.getByRole('button', { name: localize('de', 'brandBar.account') })).toBeVisible();
    await expect(page.getByRole('link', { name: localize('de', 'brandBar.login') })).toBeHidden();
  });
});
