import { expect, test } from '@playwright/test';
import { languages } from '../src/basics/language';
import { routeIds, routes } from '../src/routes';
import { localize } from './support/locales';
import { expectRenderedPage } from './support/rendered-page';
import { publicPaths } from './support/public-pages';

// Dynamic routes (with [params]) are covered by the specs of their screens. The sitemap's pages are
// checked in accessibility.spec.ts, which loads every one of them anyway; here the others.
const sitemapPaths = new Set(publicPaths());
const fixedRoutes = routeIds.filter((id) => !routes[id].de.includes('['));

for (const id of fixedRoutes) {
  for (const language of languages) {
    const path = routes[id][language];
    if (sitemapPaths.has(path)) continue;
    test(`${path} renders in ${language === 'de' ? 'German' : 'English'}`, async ({ page }) => {
      await expectRenderedPage(page, await page.goto(path), language);
    });
  }
}

test('an unknown path answers 404 with a page in the language of the path', async ({ page }) => {
  for (const language of languages) {
    const response = await page.goto(language === 'en' ? '/en/no-such-page' : '/keine-solche-seite');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize(language, 'notFound.title'));
    await expect(page.getByRole('main').getByRole('link', { name: localize(language, 'notFound.home') })).toHaveAttribute(
      'href',
      language === 'en' ? '/en' : '/',
    );
  }
});

test('an unknown English path answers in English before any script runs, an unknown guide too', async ({ request }) => {
  for (const path of ['/en/no-such-page', '/en/guides/no-such-guide', '/en/rent-brake/no-such-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="en"/);
    expect(html, path).toContain(`<h1>${localize('en', 'notFound.title')}</h1>`);
  }
});
