import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPaths } from './support/public-pages';

/**
 * axe-core on every public page in both languages (WCAG 2.2 A/AA and axe's best practices), the page
 * at 320 CSS pixels without sideways scrolling, and no console error while it loads and hydrates (a
 * Content-Security-Policy violation or a hydration mismatch shows there).
 */
for (const path of publicPaths()) {
  test(`${path} has no accessibility violations and fits 320 px`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow at 320 px').toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
    expect(violations).toEqual([]);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}
