import { expect, type Page, test } from '@playwright/test';
import { dayInGermany, formatDateIn } from '../src/basics/calendar';
import { formatEuro } from '../src/basics/numbers';
import { type Language, languages } from '../src/basics/language';
import { claimablePeriod } from '../src/domain/account-fees/limitation';
import { routePath, routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { localize } from './support/locales';

/** Answers the fee questions: raised without consent, never agreed, still paid, 4.95 EUR a month. */
async function answerFees(page: Page, language: Language) {
  const text = (key: string) => localize(language, `giroFunnel:${key}`);
  await page.getByRole('group', { name: text('form.feesChanged') }).getByLabel(text('form.answers.yes'), { exact: true }).check();
  await page.getByRole('group', { name: text('form.expressConsent') }).getByLabel(text('form.answers.no'), { exact: true }).check();
  await page.getByRole('group', { name: text('form.stillPaying') }).getByLabel(text('form.answers.yes'), { exact: true }).check();
  await page.getByLabel(text('form.monthlyFee')).fill(language === 'de' ? '4,95' : '4.95');
}

/**
 * Types into the bank field key by key, as a visitor does. The form's controls are disabled until the app
 * has hydrated the page, and key presses (unlike fill or click) don't wait for that.
 */
async function typeIntoBankField(page: Page, language: Language, text: string) {
  const field = page.getByRole('combobox', { name: localize(language, 'giroFunnel:form.bank') });
  await expect(field).toBeEnabled();
  await field.pressSequentially(text);
}

for (const language of languages) {
  const text = (key: string, values?: Record<string, string | number>) => localize(language, `giroFunnel:${key}`, values);

  test.describe(`bank-fee mini funnel (${language})`, () => {
    test('names the years still claimable on a fixed date, and a day later the next ones (BGH XI ZR 45/24)', async ({ page }) => {
      // 16 November 2026: 2023 onwards, and 2023 lapses on 31 December 2026.
      await page.clock.setFixedTime(new Date('2026-11-16T10:00:00+01:00'));
      await page.goto(routes.giroFunnel[language]);
      await expect(page.getByRole('note')).toHaveText(text('form.claimable', { firstYear: 2023, lapsesOn: formatDateIn(language, '2026-12-31') }));
      // 1 January 2027 in Germany: 2023 has lapsed.
      await page.clock.setFixedTime(new Date('2027-01-01T00:30:00+01:00'));
      await page.reload();
      await expect(page.getByRole('note')).toHaveText(text('form.claimable', { firstYear: 2024, lapsesOn: formatDateIn(language, '2027-12-31') }));
    });

    test('a Postbank customer from 2013 sees the positive result with call to action and the answers cookie', async ({ page, context }) => {
      await page.goto(`${routes.giroFunnel[language]}?utm_source=newsletter`);
      await page.getByRole('button', { name: text('form.submit') }).click();
      await expect(page.getByText(localize(language, 'errors:bankName.required'))).toBeVisible();

      await page.getByLabel(text('form.bank')).click();
      await page.getByRole('option', { name: 'Postbank', exact: true }).click();
      await page.getByLabel(text('form.accountOpened')).selectOption('2013-12-31');
      await answerFees(page, language);
      await page.getByRole('button', { name: text('form.submit') }).click();

      // The sale says what it is, beside what the claim may be worth over the years still claimable today.
      const euro = (amount: number) => formatEuro(amount, language, { cents: false });
      await expect(page.getByRole('heading', { name: text('result.positive.title', { payout: euro(20) }) })).toBeFocused();
      const { firstYear, lapsesOn } = claimablePeriod(dayInGermany(new Date()));
      await expect(page.getByText(text('result.positive.lapses', { firstYear, lapsesOn: formatDateIn(language, lapsesOn) }))).toBeVisible();
      await expect(page.getByText(text('result.positive.sale', { payout: euro(20) }))).toBeVisible();
      await expect(page.getByText(text('result.positive.yourself'))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
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
      await typeIntoBankField(page, language, 'Bundesbank');
      await page.getByRole('option', { name: 'Deutsche Bundesbank' }).click();
      await page.getByLabel(text('form.accountOpened')).selectOption('2015-12-31');
      await answerFees(page, language);
      await page.getByRole('button', { name: text('form.submit') }).click();

      await expect(page.getByRole('heading', { name: text('result.negative.bank_unprocessable.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: text('result.cta') })).toHaveCount(0);
      expect((await context.cookies()).some((cookie) => cookie.name === 'MiniFunnelValues')).toBe(false);
    });

    test('a search without hits shows the no-options message', async ({ page }) => {
      await page.goto(routes.giroFunnel[language]);
      await typeIntoBankField(page, language, 'Qxzqbank');
      await expect(page.getByText(text('searchable-autocomplete.no-options-message'))).toBeVisible();
    });
  });
}
