import { expect, test } from '@playwright/test';
import { localize } from './support/locales';

test.describe('homepage', () => {
  test('shows the sections the spec lists, in German and English', async ({ page }) => {
    for (const language of ['de', 'en'] as const) {
      await page.goto(language === 'de' ? '/' : '/en');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(language === 'de' ? '400' : '400');
      await expect(main.getByRole('link', { name: localize(language, 'home:hero.cta') })).toBeVisible();
      await expect(main.getByRole('link', { name: localize(language, 'home:hero.moreInfo') })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: localize(language, 'calculators:mini.heading') })).toBeVisible();
      // The reviews and the testimonial appear only once customers' ratings are published (e2e/privacy.spec.ts).
      for (const key of ['howItWorks.title', 'vision.title', 'articles.title']) {
        await expect(main.getByRole('heading', { level: 2, name: localize(language, `home:${key}`) })).toBeVisible();
      }
      // Press mentions come from content/company, which the provider fills; with none, no press bar.
      await expect(main.getByRole('heading', { level: 2, name: localize(language, 'home:press.title', { brand: 'Klarfall' }) })).toHaveCount(0);
      // Six article teasers, each a link to its article.
      const teasers = page.locator('section[aria-labelledby="articles-title"] li h3 a');
      await expect(teasers).toHaveCount(6);
    }
  });

  test('the call to action leads to the rent brake calculator and the more-info link to the rent brake page', async ({ page }) => {
    await page.goto('/?utm_source=test');
    const moreInfo = page.getByRole('link', { name: localize('de', 'home:hero.moreInfo') });
    // The app adds the carried query once hydration is done, which under load can come after `load`.
    await expect(moreInfo).toHaveAttribute('href', /utm_source=test/);
    await moreInfo.click();
    await expect(page).toHaveURL('/mietpreisbremse?utm_source=test');
    await page.goBack();
    await page.getByRole('link', { name: localize('de', 'home:hero.cta') }).click();
    await expect(page).toHaveURL('/mietpreisbremse/rechner?utm_source=test');
  });
});

test.describe('articles', () => {
  test('a teaser opens its article, whose language switch leads to the translation', async ({ page }) => {
    await page.goto('/miete');
    const teaser = page.locator('section[aria-labelledby="news-title"] li h3 a').first();
    const title = await teaser.innerText();
    await teaser.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/ratgeber\/[a-z0-9-]+$/);
    await page.getByRole('link', { name: localize('de', 'languageSwitch.switchTo.en') }).click();
    await expect(page).toHaveURL(/\/en\/guides\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown article answers 404', async ({ page }) => {
    const response = await page.goto('/ratgeber/gibt-es-nicht');
    expect(response?.status()).toBe(404);
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the content, and focus is visible', async ({ page }) => {
    await page.goto('/en/rent');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: localize('en', 'skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
  });
});

test.describe('search engines', () => {
  test('a page carries title, description, canonical, hreflang and Open Graph tags with the share image', async ({ page, request, baseURL }) => {
    await page.goto('/en/deposit');
    const origin = new URL(baseURL!).origin;
    await expect(page).toHaveTitle('Deposit recovery | Klarfall');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /deposit/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/deposit`);
    await expect(page.locator('link[hreflang="de"]')).toHaveAttribute('href', `${origin}/mietkaution`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/mietkaution`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${origin}/share/klarfall-en.png`);
    const response = await request.get(image!);
    expect(response.headers()['content-type']).toBe('image/png');
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the price tables show every column, each row as a card with the column names', async ({ page }) => {
    for (const path of ['/preise/miete', '/preise/arbeit', '/preise/finanzen', '/en/prices/rent']) {
      await page.goto(path);
      const table = page.getByRole('main').getByRole('table');
      const cells = table.getByRole('cell');
      expect(await cells.count(), path).toBeGreaterThanOrEqual(6);
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(375);
      }
      // Every cell but a row's first shows its column's name above its value.
      const label = await cells.nth(1).evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label, path).toBe(`"${await table.getByRole('columnheader').nth(1).textContent()}"`);
    }
  });

  test('the calculator shows every panel within the width, and the keyboard opens one and closes the others', async ({ page }) => {
    for (const language of ['de', 'en'] as const) {
      await page.goto(language === 'de' ? '/' : '/en');
      const group = page.getByRole('group', { name: localize(language, 'calculators:mini.tabsLabel') });
      const labels = group.locator('details[name="mini-calculator"] > summary');
      await expect(labels).toHaveCount(5);
      for (const label of await labels.all()) {
        await label.scrollIntoViewIfNeeded();
        const box = (await label.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await labels.last().focus();
      await page.keyboard.press('Enter');
      await expect(group.locator('details[open]')).toHaveCount(1);
      await expect(group.locator('details').last()).toHaveAttribute('open', '');
    }
  });
});
