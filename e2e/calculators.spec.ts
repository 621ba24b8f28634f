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

interface Employment {
  startMonth: number;
  startYear: number;
  end: string;
  companySize: string;
  moreThanSixMonths: boolean;
}

const employment: Employment = { startMonth: 4, startYear: 2020, end: '2026-10-31', companySize: '51-500', moreThanSixMonths: true };

/** Fills the severance form (3,000 EUR a month, typed as each language writes it) and calculates. */
async function fillSeverance(page: Page | Locator, language: Language, given: Partial<Employment> = {}) {
  const { text } = lang(language);
  const { startMonth, startYear, end, companySize, moreThanSixMonths } = { ...employment, ...given };
  await page.getByLabel(text('severance.fields.employmentStartMonth')).selectOption(String(startMonth));
  await page.getByLabel(text('severance.fields.employmentStartYear')).fill(String(startYear));
  await page.getByLabel(text('severance.fields.employmentEnd')).fill(end);
  await page.getByLabel(text('severance.fields.companySize')).selectOption(companySize);
  await page.getByLabel(text('severance.fields.grossMonthlySalary')).fill(language === 'de' ? '3.000' : '3,000');
  await page
    .getByRole('group', { name: text('severance.fields.moreThanSixMonths') })
    .getByLabel(text(moreThanSixMonths ? 'severance.fields.yes' : 'severance.fields.no'), { exact: true })
    .check();
  await page.getByRole('button', { name: text('severance.submit') }).click();
}

for (const language of languages) {
  const { text } = lang(language);
  const euro = (amount: number, cents = true) => formatEuro(amount, language, { cents });

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
    const range = (from: number, to: number) => ({ from: euro(from, false), to: euro(to, false) });

    test('counts the years from the start month to the end of employment and rounds more than six months up', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      // April 2020 to 31 October 2026: 6 years and 7 months, so 7 years; 3,000 EUR × 0.5–1.0 × 7.
      await fillSeverance(page, language);
      await expect(page.getByRole('heading', { name: text('severance.positive.title.applies', range(10500, 21000)) })).toBeFocused();
      await expect(page.getByText(text('severance.positive.roundedUp_other', { count: 7 }))).toBeVisible();
      await expect(page.getByText(text('severance.positive.ruleOfThumb_other', { count: 7, ruleOfThumb: euro(10500, false) }))).toBeVisible();
      await expect(page.getByText(text('severance.positive.noCap'))).toBeVisible();
      await expect(page.getByText(text('severance.positive.legal'))).toBeVisible();
      await expect(page.getByText(text('severance.deadline'))).toBeVisible();
      // Exactly six months more (to 30 September) do not round up.
      await page.getByLabel(text('severance.fields.employmentEnd')).fill('2026-09-30');
      await page.getByRole('button', { name: text('severance.submit') }).click();
      await expect(page.getByRole('heading', { name: text('severance.positive.title.applies', range(9000, 18000)) })).toBeVisible();
      await expect(page.getByText(text('severance.positive.notRoundedUp_other', { count: 6 }))).toBeVisible();
    });

    test('answers "protection may apply (older employment)" in a Betrieb of six to ten for employment from before 2004', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      await fillSeverance(page, language, { startMonth: 3, startYear: 2003, end: '2026-09-30', companySize: '6-10' });
      // March 2003 to 30 September 2026: 23 years and 7 months, so 24 years.
      await expect(page.getByRole('heading', { name: text('severance.positive.title.older_employment', range(36000, 72000)) })).toBeVisible();
      await expect(page.getByText(text('severance.positive.protection.older_employment'))).toBeVisible();
      // From 2004 on, six to ten is too small: the negative result names what still protects.
      await page.getByLabel(text('severance.fields.employmentStartYear')).fill('2004');
      await page.getByRole('button', { name: text('severance.submit') }).click();
      await expect(page.getByRole('heading', { name: text('severance.negative.title') })).toBeVisible();
      await expect(page.getByText(text('severance.negative.small_business.reason'))).toBeVisible();
      await expect(page.getByText(text('severance.negative.protections.pregnancy'))).toBeVisible();
      await expect(page.getByText(text('severance.negative.deadline'))).toBeVisible();
      await expect(page.getByRole('link', { name: text('severance.cta') })).toHaveAttribute('href', routePath('orderFunnel', language, { product: 'dismissal' }));
    });

    test('says the Act does not protect yet within the first six months', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      await fillSeverance(page, language, { moreThanSixMonths: false });
      await expect(page.getByRole('heading', { name: text('severance.negative.title') })).toBeVisible();
      await expect(page.getByText(text('severance.negative.waiting_period.reason'))).toBeVisible();
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
      await fillSeverance(page.getByRole('tabpanel', { name: text('tabs.termination') }), language);
      await expect(page.getByText(text('severance.positive.legal'))).toBeVisible();
      await page.getByLabel(text('severance.fields.companySize')).selectOption('6-10');
      await page.getByRole('button', { name: text('severance.submit') }).click();
      await expect(page.getByText(text('severance.negative.small_business.reason'))).toBeVisible();
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
