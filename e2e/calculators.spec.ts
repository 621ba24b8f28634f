import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatDateIn } from '../src/basics/calendar';
import { formatEuro } from '../src/basics/numbers';
import { type Language, languages } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { localize } from './support/locales';

const lang = (language: Language) => ({
  text: (key: string, values?: Record<string, string | number>) => localize(language, `calculators:${key}`, values),
});

/**
 * Fills the rent form and checks; amounts are typed the way people of each language write them.
 * With `land`, the check must first ask which Land the flat is in (no list places the municipality).
 */
async function checkRent(
  page: Page | Locator,
  language: Language,
  { postalCode, signedOn = '2026-03-01', rent = '900', area = '60', land }: { postalCode: string; signedOn?: string; rent?: string; area?: string; land?: string },
) {
  const { text } = lang(language);
  await page.getByLabel(text('rent.fields.postalCode')).fill(postalCode);
  await page.getByLabel(text('rent.fields.signedOn')).fill(signedOn);
  await page.getByLabel(text('rent.fields.livingArea')).fill(area);
  await page.getByLabel(text('rent.fields.netColdRent')).fill(rent);
  await page.getByRole('button', { name: text('rent.submit') }).click();
  if (!land) return;
  await expect(page.getByRole('heading', { name: text('rent.result.chooseLand.title') })).toBeVisible();
  await page.getByLabel(text('rent.fields.land')).selectOption({ label: text(`rent.landNames.${land}`) });
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
    const orderHref = routePath('orderFunnel', language, { product: 'rent-brake' });
    const dataAsOf = text('rent.result.dataAsOf', { date: formatDateIn(language, '2026-11-27') });

    test('answers that the rent brake applies in Köln, Düsseldorf, Leipzig and Potsdam, each with a call to action', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('rentBrakeCheck.title'));
      for (const [postalCode, municipality] of [
        ['50667', 'Köln'],
        ['40213', 'Düsseldorf'],
        ['04109', 'Leipzig'],
        ['14467', 'Potsdam'],
      ]) {
        await checkRent(page, language, { postalCode });
        await expect(page.getByRole('heading', { name: text('rent.result.covered.title', { municipality }) })).toBeFocused();
        await expect(page.getByText(text('rent.result.covered.text'))).toBeVisible();
        await expect(page.getByRole('link', { name: text('rent.ctaCheck') })).toHaveAttribute('href', orderHref);
      }
    });

    test('gives a Berlin flat an estimate range from the rent index valid at the signing date, with its source', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      // Mietspiegel 2024, 7.21 EUR/sqm ± 20 % × 1.10 × 60 sqm: 900 EUR is 328.97 to 519.31 too high, cut at 400.
      await checkRent(page, language, { postalCode: '10119', signedOn: '2025-06-01' });
      await expect(page.getByRole('heading', { name: text('rent.result.estimate.title', { municipality: 'Berlin' }) })).toBeFocused();
      await expect(page.getByText(text('rent.result.estimate.rough'))).toBeVisible();
      await expect(page.getByText(text('rent.result.estimate.range', { low: formatEuro(320, language, { cents: false }), high: formatEuro(400, language, { cents: false }) }))).toBeVisible();
      const source = language === 'de' ? 'dpa-Bericht zum Berliner Mietspiegel 2024 (Mai 2024)' : 'dpa report on the Berlin Mietspiegel 2024 (May 2024)';
      await expect(page.getByText(text('rent.result.estimate.source', { source }))).toBeVisible();
      await expect(page.getByRole('link', { name: text('rent.cta') })).toHaveAttribute('href', orderHref);
      // An exception the landlord disclosed takes the lease out: a new build (§ 556f BGB).
      const group = (question: string) => page.getByRole('group', { name: `${text(`rent.exceptions.questions.${question}`)} (${text(`rent.exceptions.laws.${question}`)})` });
      await group('newBuild').getByRole('radio', { name: text('rent.exceptions.answers.yes') }).check();
      await group('disclosed').getByRole('radio', { name: text('rent.exceptions.answers.yes') }).check();
      await page.getByRole('button', { name: text('rent.submit') }).click();
      await expect(page.getByRole('heading', { name: text('rent.result.notCovered.title') })).toBeVisible();
      await expect(page.getByText(text('rent.result.notCovered.new_build'))).toBeVisible();
    });

    test('answers that it does not apply in Kiel and Magdeburg, with the reason and the date of the data', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await checkRent(page, language, { postalCode: '24103' });
      await expect(page.getByRole('heading', { name: text('rent.result.notCovered.title') })).toBeFocused();
      await expect(page.getByText(text('rent.result.notCovered.after_ordinance', { municipality: 'Kiel', date: formatDateIn(language, '2019-11-30') }))).toBeVisible();
      await expect(page.getByText(dataAsOf)).toBeVisible();
      // Magdeburg is in no list: the check asks the Land, and Sachsen-Anhalt never had a rent brake.
      await checkRent(page, language, { postalCode: '39104' });
      await expect(page.getByRole('heading', { name: text('rent.result.chooseLand.title') })).toBeFocused();
      await expect(page.getByText(text('rent.result.chooseLand.text', { municipality: 'Magdeburg', postalCode: '39104' }))).toBeVisible();
      await expect(page.getByRole('link', { name: text('rent.ctaCheck') })).toHaveCount(0);
      // The Land question is a labelled select with its hint, reachable by keyboard.
      await expect(page.getByLabel(text('rent.fields.land'))).toHaveAccessibleDescription(text('rent.fields.landHint'));
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(text('rent.fields.land')).selectOption({ label: text('rent.landNames.ST') });
      await page.getByRole('button', { name: text('rent.submit') }).click();
      await expect(page.getByRole('heading', { name: text('rent.result.notCovered.title') })).toBeFocused();
      await expect(page.getByText(text('rent.result.notCovered.no_ordinance', { land: text('rent.lands.ST') }))).toBeVisible();
      await expect(page.getByRole('link', { name: text('rent.ctaCheck') })).toBeVisible();
    });

    test('answers "we check it" for a Bavarian municipality missing from the partial list, and asks which municipality a shared postal code means', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      // Taufkirchen (Landkreis München) is in no list: asked, the Land is Bayern, whose list is incomplete.
      await checkRent(page, language, { postalCode: '82024', land: 'BY' });
      await expect(page.getByRole('heading', { name: text('rent.result.unknown.title') })).toBeFocused();
      await expect(page.getByText(text('rent.result.unknown.list_incomplete', { land: text('rent.lands.BY'), municipality: 'Taufkirchen' }))).toBeVisible();
      await expect(page.getByRole('link', { name: text('rent.ctaCheck') })).toHaveAttribute('href', orderHref);
      await checkRent(page, language, { postalCode: '21357' });
      await expect(page.getByRole('heading', { name: text('rent.result.choose.title') })).toBeVisible();
      await page.getByLabel(text('rent.fields.municipality')).selectOption('Bardowick');
      await page.getByRole('button', { name: text('rent.submit') }).click();
      await expect(page.getByRole('heading', { name: text('rent.result.covered.title', { municipality: 'Bardowick' }) })).toBeVisible();
    });

    test('shows a field error for implausible input, as the service would', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await checkRent(page, language, { postalCode: '10119', rent: '30000' });
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
      expect(await axeViolations(page)).toEqual([]);
    });

    test('says the Act does not protect yet within the first six months', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      await fillSeverance(page, language, { moreThanSixMonths: false });
      await expect(page.getByRole('heading', { name: text('severance.negative.title') })).toBeVisible();
      await expect(page.getByText(text('severance.negative.waiting_period.reason'))).toBeVisible();
    });
  });
}
