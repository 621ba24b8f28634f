import { expect, test } from '@playwright/test';
import { languages } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { localize } from './support/locales';

for (const language of languages) {
  const text = (key: string, values?: Record<string, string | number>) => localize(language, `giroFunnel:${key}`, values);

  test.describe(`bank-fee mini funnel (${language})`, () => {
    test('a Postbank customer from 2013 sees the positive result with call to action and the answers cookie', async ({ page, context }) => {
      await page.goto(`${routes.giroFunnel[language]}?utm_source=newsletter`);
      await page.getByRole('button', { name: text('form.submit') }).click();
      await expect(page.getByText(localize(language, 'errors:bankName.required'))).toBeVisible();

      await page.getByLabel(text('form.bank')).click();
      await page.getByRole('option', { name: 'Postbank', exact: true }).click();
      await page.getByLabel(text('form.accountOpened')).selectOption('2013-12-31');
      await page.getByRole('button', { name: text('form.submit') }).click();

      await expect(page.getByRole('heading', { name: text('result.positive.title') })).toBeVisible();
      const cta = page.getByRole('link', { name: text('result.cta') });
      const order = routePath('orderFunnel', language, { product: 'account-fees' });
      await expect(cta).toHaveAttribute('href', new RegExp(`^${order}\\?utm_source=newsletter&utm_content=girokosten-cta`));
      await expect(page.getByRole('link', { name: text('result.moreInfo') })).toHaveAttribute('href', /utm_content=girokosten-more-info/);

      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'MiniFunnelValues');
      expect(cookie?.path).toBe('/');
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
        'information-remote-bank_name': { answer: 'Postbank' },
        'information-account_opened_range': { answer: '2013-12-31' },
        'information-remote-iban-unprocessable': { answer: false },
      });
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${order}\\?`));
    });

    test('a searched bank without consumer accounts gets the negative result and no cookie', async ({ page, context }) => {
      await page.goto(routes.giroFunnel[language]);
      await page.getByLabel(text('form.bank')).pressSequentially('Bundesbank');
      await page.getByRole('option', { name: 'Deutsche Bundesbank' }).click();
      await page.getByLabel(text('form.accountOpened')).selectOption('2015-12-31');
      await page.getByRole('button', { name: text('form.submit') }).click();

      await expect(page.getByRole('heading', { name: text('result.negative.bank_unprocessable.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: text('result.cta') })).toHaveCount(0);
      expect((await context.cookies()).some((cookie) => cookie.name === 'MiniFunnelValues')).toBe(false);
    });

    test('a search without hits shows the no-options message', async ({ page }) => {
      await page.goto(routes.giroFunnel[language]);
      await page.getByLabel(text('form.bank')).pressSequentially('Qxzqbank');
      await expect(page.getByText(text('searchable-autocomplete.no-options-message'))).toBeVisible();
    });
  });
}
