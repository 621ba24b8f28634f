import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatEuro } from '../src/basics/numbers';
import { type Language, languages } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { localize } from './support/locales';

const lang = (language: Language) => ({
  text: (key: string, values?: Record<string, string | number>) => localize(language, `calculators:${key}`, values),
});

/** Fills the rent form; amounts are typed the way people of each language write them. */
async function fillRent(page: Page | Locator, language: Language, { postalCode, city, rent }: { postalCode: string; city: string; rent: string }) {
  const { text } = lang(language);
  await page.getByLabel(text('rent.fields.street')).fill('Torstraße 1');
  await page.getByLabel(text('rent.fields.postalCode')).fill(postalCode);
  await page.getByLabel(text('rent.fields.city')).fill(city);
  await page.getByLabel(text('rent.fields.movedInAt')).fill('2020-03-01');
  await page.getByLabel(text('rent.fields.livingArea')).fill('60');
  await page.getByLabel(text('rent.fields.netColdRent')).fill(rent);
  await page.getByRole('button', { name: text('rent.submit') }).click();
}

async function fillSeverance(page: Page | Locator, language: Language, { onProbation }: { onProbation: boolean }) {
  const { text } = lang(language);
  await page.getByLabel(text('severance.fields.employmentStartYear')).fill('2018');
  await page.getByLabel(text('severance.fields.companySize')).selectOption('51-500');
  await page.getByLabel(text('severance.fields.grossMonthlySalary')).fill(language === 'de' ? '4.000' : '4,000');
  if (onProbation) await page.getByLabel(text('severance.fields.onProbation')).check();
  await page.getByRole('button', { name: text('severance.submit') }).click();
}

for (const language of languages) {
  const { text } = lang(language);
  const euro = (amount: number) => formatEuro(amount, language);

  test.describe(`rent brake calculator page (${language})`, () => {
    test('shows the monthly savings for a Berlin flat above the limit, with the legal basis', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('rentBrakeCheck.title'));
      // Berlin 7.21 EUR/sqm × 1.10 × 60 sqm = 475.86 EUR allowed; 900 EUR rent saves 424.14 EUR.
      await fillRent(page, language, { postalCode: '10119', city: 'Berlin', rent: '900' });
      await expect(page.getByRole('heading', { name: text('rent.savings.title', { amount: euro(424.14) }) })).toBeFocused();
      await expect(page.getByText(text('rent.savings.legal'))).toBeVisible();
      // The figure's source is quoted in the page's language.
      const source = language === 'de' ? 'dpa-Bericht zum Berliner Mietspiegel 2024 (Mai 2024)' : 'dpa report on the Berlin Mietspiegel 2024 (May 2024)';
      await expect(page.getByText(text('rent.savings.source', { source }))).toBeVisible();
      await expect(page.getByRole('link', { name: text('rent.cta') })).toHaveAttribute('href', routePath('orderFunnel', language, { product: 'rent-brake' }));
    });

    test('answers that there is no rent index for a city without a figure', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await fillRent(page, language, { postalCode: '04109', city: 'Leipzig', rent: '900' });
      await expect(page.getByRole('heading', { name: text('rent.noRentIndex.title') })).toBeVisible();
      await expect(page.getByText(text('rent.noRentIndex.reason'))).toBeVisible();
    });

    test('shows a field error for implausible input, as the service would', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await fillRent(page, language, { postalCode: '10119', city: 'Berlin', rent: '30000' });
      await expect(page.getByText(localize(language, 'errors:too_large', { max: language === 'de' ? '20.000' : '20,000' }))).toBeVisible();
    });
  });

  test.describe(`severance calculator page (${language})`, () => {
    test('shows the maximum severance for an employee of a mid-sized company', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      await fillSeverance(page, language, { onProbation: false });
      await expect(page.getByRole('heading', { name: new RegExp(text('severance.positive.title', { maximum: 'X' }).replace(/X.*$/, '')) })).toBeVisible();
      await expect(page.getByText(text('severance.positive.legal'))).toBeVisible();
      await expect(page.getByText(text('severance.deadline'))).toBeVisible();
    });

    test('says there is no severance during probation', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      await fillSeverance(page, language, { onProbation: true });
      await expect(page.getByRole('heading', { name: text('severance.negative.title') })).toBeVisible();
      await expect(page.getByText(text('severance.negative.probation.reason'))).toBeVisible();
    });
  });

  test.describe(`mini calculator on the homepage (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(routes.home[language]);
    });

    test('calculates the rent savings and a negative rent result from the rent tab', async ({ page }) => {
      const panel = page.getByRole('tabpanel', { name: text('tabs.rent') });
      await fillRent(panel, language, { postalCode: '80331', city: 'München', rent: '1000' });
      // München 15.38 EUR/sqm × 1.10 × 60 sqm = 1,015.08 EUR allowed: 1,000 EUR is within the limit.
      await expect(page.getByRole('heading', { name: text('rent.noSavings.title') })).toBeVisible();
      await page.getByLabel(text('rent.fields.netColdRent')).fill('1200');
      await page.getByRole('button', { name: text('rent.submit') }).click();
      await expect(page.getByRole('heading', { name: text('rent.savings.title', { amount: euro(184.92) }) })).toBeVisible();
    });

    test('calculates a positive and a negative severance from the termination tab', async ({ page }) => {
      await page.getByRole('tab', { name: text('tabs.termination') }).click();
      await fillSeverance(page.getByRole('tabpanel', { name: text('tabs.termination') }), language, { onProbation: false });
      await expect(page.getByText(text('severance.positive.legal'))).toBeVisible();
      await page.getByLabel(text('severance.fields.companySize')).selectOption('6-10');
      await page.getByRole('button', { name: text('severance.submit') }).click();
      await expect(page.getByText(text('severance.negative.company_too_small.reason'))).toBeVisible();
    });

    test('works with the keyboard: arrow keys switch tabs and the login tab holds the sign-in form', async ({ page }) => {
      await page.getByRole('tab', { name: text('tabs.rent') }).focus();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: text('tabs.login') })).toBeFocused();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByLabel(localize(language, 'auth:fields.email'))).toBeVisible();
      await panel.getByRole('link', { name: localize(language, 'auth:signIn.forgotPassword') }).click();
      await expect(page).toHaveURL(routes.passwordReset[language]);
    });
  });
}
