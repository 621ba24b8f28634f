import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { customerWithCase, membershipOf } from './support/customer';
import { localize as l } from './support/locales';
import { publicPaths } from './support/public-pages';
import { expectRenderedPage } from './support/rendered-page';

/**
 * axe-core on every page in both languages (WCAG 2.2 A/AA and axe's best practices), the page at 320
 * CSS pixels no wider than the screen (WCAG 1.4.10, reflow), and no console error while it loads and
 * hydrates (a Content-Security-Policy violation or a hydration mismatch shows there). Every page: the
 * sitemap's, the pages without a sitemap entry (password reset, an order mail's address proof, "not found")
 * and, for a signed-in customer with a case and a membership, the dashboard, the case page, the
 * membership's questions, the password change, the account deletion and the sign-out page.
 */
async function checkPage(page: Page, path: string, { notFound = false, rendered = false } = {}) {
  const consoleErrors: string[] = [];
  // The browser reports a 404 answer as a console error; on a "not found" page that is the point.
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !(notFound && /status of 404/.test(message.text()))) consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => consoleErrors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.setViewportSize({ width: 320, height: 720 });
    const response = await page.goto(path);
    if (rendered) await expectRenderedPage(page, response, path === '/en' || path.startsWith('/en/') ? 'en' : 'de');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path}: horizontal overflow at 320 px`).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page), path).toEqual([]);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(consoleErrors, path).toEqual([]);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

// Each of the sitemap's pages is loaded once, for these checks and for what every page of the route table shows.
for (const path of publicPaths()) {
  test(`${path} renders, has no accessibility violations and fits 320 px`, async ({ page }) => {
    await checkPage(page, path, { rendered: true });
  });
}

for (const language of ['de', 'en'] as const) {
  test(`${language}: the password reset request and "not found" have no accessibility violations and fit 320 px`, async ({ page }) => {
    test.setTimeout(60_000);
    await checkPage(page, routes.passwordReset[language]);
    // The page behind an order mail's link, as it asks before proving the address.
    await checkPage(page, `${routes.addressProof[language]}?token=${'A'.repeat(43)}`);
    await checkPage(page, language === 'de' ? '/gibt-es-nicht' : '/en/does-not-exist', { notFound: true });
  });

  test(`${language}: the signed-in dashboard, a case page, a membership's questions, the password change, the account deletion and sign-out have no accessibility violations and fit 320 px`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // A customer made through the API and the CLI, then five pages, each checked twice.
    test.setTimeout(120_000);
    const customer = await customerWithCase(request, baseURL!, language);
    await context.addCookies([customer.cookie]);
    await checkPage(page, routes.dashboard[language]);
    await expect(page.getByText(customer.reference).first()).toBeVisible();
    await checkPage(page, `${routes.caseStatus[language]}?id=${customer.caseId}`);
    // A member's questions page (the conversation with the team about a membership).
    const reference = await membershipOf(request, customer.email, language);
    await checkPage(page, `${routes.membershipQuestions[language]}?reference=${reference}`);
    await checkPage(page, routes.passwordChange[language]);
    // With the running case and the choice what becomes of it.
    await checkPage(page, routes.accountDeletion[language]);
    await expect(page.getByRole('group', { name: l(language, 'privacy:deletion.running.choiceLegend') })).toBeVisible();
    await checkPage(page, routes.signOut[language]);
  });
}
