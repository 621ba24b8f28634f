import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { customerWithCase } from './support/customer';
import { localize as l } from './support/locales';

/**
 * Every form at a phone's width (390 CSS pixels) after a submit the checks stop: each error stands at
 * its field (within a line's height of the control it describes, so it is on screen with the field) and
 * describes it; the error is announced, because focus moves to the form's error list (a live region)
 * or to the first field with an error (read out with its error); and where the form lists its errors
 * too, each listed error is a link that takes the focus to its field.
 */

/** At most this far (CSS pixels) between a control and the error that describes it. */
const nearby = 48;

/** The vertical gap between two boxes (0 when they overlap). */
const gapBetween = (a: { y: number; height: number }, b: { y: number; height: number }) => Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));

async function expectErrorsAtFields(page: Page, form: Locator, name: string) {
  const invalid = form.locator('[aria-invalid="true"]:visible');
  await expect(invalid.first(), `${name}: a field is marked invalid`).toBeVisible();
  for (const control of await invalid.all()) {
    const described = (await control.getAttribute('aria-describedby')) ?? '';
    const boxes = await Promise.all(
      described
        .split(/\s+/)
        .filter(Boolean)
        .map(async (id) => {
          const element = page.locator(`[id="${id}"]`);
          const text = (await element.textContent())?.trim() ?? '';
          return text && (await element.isVisible()) ? element.boundingBox() : null;
        }),
    );
    const own = await control.boundingBox();
    const distances = boxes.filter((box) => box !== null).map((box) => gapBetween(own!, box!));
    const label = (await control.getAttribute('id')) ?? (await control.getAttribute('name'));
    expect(Math.min(...distances), `${name}: the error of ${label} stands at it`).toBeLessThanOrEqual(nearby);
  }

  // Announced: the focus is on the error list (a live region), on a field with an error, or on an alert.
  const focus = page.locator(':focus');
  await expect(focus, `${name}: focus moved to the errors`).toHaveCount(1);
  const focused = await focus.evaluate((element) => ({
    invalid: element.getAttribute('aria-invalid') === 'true',
    live: element.getAttribute('aria-live') !== null || element.getAttribute('role') === 'alert',
  }));
  expect(focused.invalid || focused.live, `${name}: the focused element announces the errors`).toBe(true);

  // A list of the errors links each to its field.
  const list = form.getByRole('list', { name: l(page.url().includes('/en') ? 'en' : 'de', 'auth:errorsLabel') });
  if ((await list.count()) === 0) return;
  const links = list.getByRole('link');
  await expect(links.first(), `${name}: the listed errors are links`).toBeVisible();
  for (const link of await links.all()) {
    const target = (await link.getAttribute('href'))!.slice(1);
    await expect(form.locator(`[id="${target}"]`), `${name}: ${await link.textContent()} links to its field`).toHaveCount(1);
  }
  await links.first().click();
  await expect(page.locator(':focus')).toHaveAttribute('id', (await links.first().getAttribute('href'))!.slice(1));
  await expect(page.locator(':focus')).toBeInViewport();
}

/** Submits the form of a page with the button of this name, sending nothing else. */
async function submitEmpty(page: Page, button: string) {
  await page.getByRole('main').getByRole('button', { name: button }).click();
}

const formOf = (page: Page, button: string) => page.locator('form', { has: page.getByRole('button', { name: button }) });

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  test(`${language}: the public forms show each error at its field on a phone, announced, with the list linking to the fields`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const forms: [string, string][] = [
      [routes.signIn[language], l(language, 'auth:signIn.submit')],
      [routes.signUp[language], l(language, 'auth:signUp.submit')],
      [routes.passwordReset[language], l(language, 'auth:passwordReset.submit')],
      [routes.tenantProtectionOrder[language], l(language, 'memberships:order.submit')],
      [routes.membershipCancellation[language], l(language, 'memberships:cancel.submit')],
      [routes.giroFunnel[language], l(language, 'giroFunnel:form.submit')],
      [routes.rentBrakeCheck[language], l(language, 'calculators:rent.submit')],
      [routes.severanceCalculator[language], l(language, 'calculators:severance.submit')],
      [routes.staffSignIn[language], l(language, 'staff:signIn.submit')],
    ];
    for (const [path, button] of forms) {
      await page.goto(path);
      await submitEmpty(page, button);
      await expectErrorsAtFields(page, formOf(page, button), path);
    }

    // The order funnel: the first step's questions, then the contact step.
    const next = l(language, 'orderFunnel:actions.next');
    await page.goto(routePath('orderFunnel', language, { product: 'deposit' }));
    await submitEmpty(page, next);
    await expectErrorsAtFields(page, formOf(page, next), 'order funnel, first step');
  });

  test(`${language}: the signed-in forms show each error at its field on a phone, announced`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await customerWithCase(request, baseURL!, language, 'deposit');
    await context.addCookies([customer.cookie]);
    const forms: [string, string][] = [
      [routes.passwordChange[language], l(language, 'auth:passwordChange.submit')],
      [routes.accountDeletion[language], l(language, 'privacy:deletion.submit')],
      [`${routes.caseStatus[language]}?id=${customer.caseId}`, l(language, 'messages:compose.send')],
    ];
    for (const [path, button] of forms) {
      await page.goto(path);
      await submitEmpty(page, button);
      await expectErrorsAtFields(page, formOf(page, button), path);
    }
  });
}
