import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPaths } from './support/public-pages';

/**
 * axe-core on every public page in both languages (WCAG 2.2 A/AA and axe's best practices), and the
 * page at 320 CSS pixels without sideways scrolling.
 */
for (const path of publicPaths()) {
  test(`${path} has no accessibility violations and fits 320 px`, async ({ page }) => {
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
  });
}
