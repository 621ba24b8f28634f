import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Language, languages } from '../src/basics/language';
import { formatEuro } from '../src/basics/numbers';
import { routePath, routes } from '../src/routes';
import { localize } from './support/locales';

// Runs in the `no-javascript` project (javaScriptEnabled: false): the homepage's mini calculator and the
// calculator pages work as plain HTML forms, answered on the server (docs/architecture.md, "Calculators
// without JavaScript"); forms only the app can send stay disabled and say so. axe needs script in the page, so accessibility is checked where it runs
// (accessibility.spec.ts, calculators.spec.ts): the server renders the same markup.

const lang = (language: Language) => ({
  text: (key: string, values?: Record<string, string | number>) => localize(language, `calculators:${key}`, values),
});

async function fillRent(form: Page | Locator, language: Language, { postalCode, signedOn = '2026-03-01', rent = '900', area = '60' }: { postalCode: string; signedOn?: string; rent?: string; area?: string }) {
  const { text } = lang(language);
  await form.getByLabel(text('rent.fields.postalCode')).fill(postalCode);
  await form.getByLabel(text('rent.fields.signedOn')).fill(signedOn);
  await form.getByLabel(text('rent.fields.livingArea')).fill(area);
  await form.getByLabel(text('rent.fields.netColdRent')).fill(rent);
  await form.getByRole('button', { name: text('rent.submit') }).click();
}

async function fillSeverance(form: Page | Locator, language: Language) {
  const { text } = lang(language);
  // April 2018 to 31 October 2026, more than six months in the Betrieb (§§ 1, 1a KSchG).
  await form.getByLabel(text('severance.fields.employmentStartMonth')).selectOption('4');
  await form.getByLabel(text('severance.fields.employmentStartYear')).fill('2018');
  await form.getByLabel(text('severance.fields.employmentEnd')).fill('2026-10-31');
  await form.getByLabel(text('severance.fields.companySize')).selectOption('51-500');
  await form.getByLabel(text('severance.fields.grossMonthlySalary')).fill(language === 'de' ? '4.000' : '4,000');
  await form.getByRole('group', { name: text('severance.fields.moreThanSixMonths') }).getByLabel(text('severance.fields.yes'), { exact: true }).check();
  await form.getByRole('button', { name: text('severance.submit') }).click();
}

/** The bank-fee funnel's answers past the bank: opened 2012–2013, fees raised without consent, never agreed, still paid, 4.95 EUR a month. */
async function answerGiroFunnel(page: Page, language: Language) {
  const giro = (key: string) => localize(language, `giroFunnel:${key}`);
  await page.getByLabel(giro('form.accountOpened')).selectOption('2013-12-31');
  await page.getByRole('group', { name: giro('form.feesChanged') }).getByLabel(giro('form.answers.yes'), { exact: true }).check();
  await page.getByRole('group', { name: giro('form.expressConsent') }).getByLabel(giro('form.answers.no'), { exact: true }).check();
  await page.getByRole('group', { name: giro('form.stillPaying') }).getByLabel(giro('form.answers.yes'), { exact: true }).check();
  await page.getByLabel(giro('form.monthlyFee')).fill(language === 'de' ? '4,95' : '4.95');
}

/** A panel of the mini calculator by its label (a native disclosure: `<details>` with its `<summary>`). */
const panel = (page: Page, label: string) => page.locator('details[name="mini-calculator"]').filter({ has: page.locator('summary', { hasText: label }) });

for (const language of languages) {
  const { text } = lang(language);
  const checkPath = routes.rentBrakeCheck[language];

  test.describe(`without JavaScript (${language})`, () => {
    test('the homepage loads no script and its rent form answers on the check page, at a URL that can be shared', async ({ page, browser }) => {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(routes.home[language]);
      const rent = panel(page, text('tabs.rent'));
      await expect(rent).toHaveAttribute('open', '');
      await fillRent(rent, language, { postalCode: '10119', signedOn: '2025-06-01' });
      await expect(page).toHaveURL((url) => url.pathname === checkPath && url.searchParams.get('postalCode') === '10119');
      const result = page.getByRole('heading', { name: text('rent.result.estimate.title', { municipality: 'Berlin' }) });
      await expect(result).toBeVisible();
      await expect(page.getByLabel(text('rent.fields.postalCode'))).toHaveValue('10119');
      await expect(page.getByRole('link', { name: text('rent.cta') })).toHaveAttribute('href', routePath('orderFunnel', language, { product: 'rent-brake' }));
      expect(scripts).toEqual([]);
      // The same URL in another browser shows the same result.
      const other = await browser.newContext({ javaScriptEnabled: false });
      const shared = await other.newPage();
      await shared.goto(page.url());
      await expect(shared.getByRole('heading', { name: text('rent.result.estimate.title', { municipality: 'Berlin' }) })).toBeVisible();
      await other.close();
    });

    test('the check asks the Land, then answers, from form to form', async ({ page }) => {
      await page.goto(routes.home[language]);
      await fillRent(panel(page, text('tabs.rent')), language, { postalCode: '39104' });
      await expect(page.getByRole('heading', { name: text('rent.result.chooseLand.title') })).toBeVisible();
      await page.getByLabel(text('rent.fields.land')).selectOption({ label: text('rent.landNames.ST') });
      await page.getByRole('button', { name: text('rent.submit') }).click();
      await expect(page.getByRole('heading', { name: text('rent.result.notCovered.title') })).toBeVisible();
      await expect(page.getByText(text('rent.result.notCovered.no_ordinance', { land: text('rent.lands.ST') }))).toBeVisible();
    });

    test("the check's page shows each field's error, as the service words it, and keeps what was typed", async ({ page }) => {
      await page.goto(checkPath);
      await fillRent(page, language, { postalCode: '10119', rent: '30000' });
      const rentField = page.getByLabel(text('rent.fields.netColdRent'));
      await expect(rentField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(localize(language, 'errors:too_large', { max: language === 'de' ? '20.000' : '20,000' }))).toBeVisible();
      await expect(rentField).toHaveValue('30000');
      await expect(page.getByLabel(text('rent.fields.postalCode'))).toHaveValue('10119');
    });

    test('the termination panel opens from the keyboard, closes the rent panel, and its form answers on the severance page', async ({ page }) => {
      await page.goto(routes.home[language]);
      const termination = panel(page, text('tabs.termination'));
      await termination.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(termination).toHaveAttribute('open', '');
      await expect(panel(page, text('tabs.rent'))).not.toHaveAttribute('open', '');
      await fillSeverance(termination, language);
      await expect(page).toHaveURL((url) => url.pathname === routes.severanceCalculator[language] && url.searchParams.get('employmentStartYear') === '2018');
      await expect(page.getByText(text('severance.positive.legal'))).toBeVisible();
      await expect(page.getByLabel(text('severance.fields.companySize'))).toHaveValue('51-500');
    });

    test('the bank-fee funnel answers on its page, hands the answers on to the order funnel, at a URL that can be shared', async ({ page, context, browser }) => {
      const giro = (key: string, values?: Record<string, string | number>) => localize(language, `giroFunnel:${key}`, values);
      await page.goto(`${routes.giroFunnel[language]}?utm_source=newsletter`);
      // The questions asked after an answer are there from the start, saying when they are needed.
      await expect(page.getByLabel(giro('form.paidUntilYear'))).toBeVisible();
      await expect(page.getByLabel(giro('form.paidUntilYear'))).toHaveAccessibleDescription(giro('form.paidUntilYearHint'));
      await page.getByLabel(giro('form.bank')).fill('postbank');
      await answerGiroFunnel(page, language);
      await page.getByRole('button', { name: giro('form.submit') }).click();

      await expect(page).toHaveURL((url) => url.pathname === routes.giroFunnel[language] && url.searchParams.get('bankName') === 'postbank' && url.searchParams.get('utm_source') === 'newsletter');
      const title = giro('result.positive.title', { payout: formatEuro(20, language, { cents: false }) });
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const order = routePath('orderFunnel', language, { product: 'account-fees' });
      await expect(page.getByRole('link', { name: giro('result.cta') })).toHaveAttribute('href', new RegExp(`^${order}\\?utm_source=newsletter&utm_content=girokosten-cta`));
      // The form below keeps the answers, the bank under the name the check knows it by.
      await expect(page.getByLabel(giro('form.bank'))).toHaveValue('Postbank');
      await expect(page.getByLabel(giro('form.accountOpened'))).toHaveValue('2013-12-31');
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'MiniFunnelValues');
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ 'information-remote-bank_name': { answer: 'Postbank' }, 'information-account_opened_range': { answer: '2013-12-31' } });

      const other = await browser.newContext({ javaScriptEnabled: false });
      const shared = await other.newPage();
      await shared.goto(page.url());
      await expect(shared.getByRole('heading', { name: title })).toBeVisible();
      await other.close();
    });

    test('the bank-fee funnel shows the errors at their fields, keeps what was typed and offers the banks a name matches', async ({ page }) => {
      const giro = (key: string) => localize(language, `giroFunnel:${key}`);
      await page.goto(routes.giroFunnel[language]);
      const bank = page.getByLabel(giro('form.bank'));
      await bank.fill('Sparkasse Berl');
      await page.getByLabel(giro('form.monthlyFee')).fill('5');
      await page.getByRole('button', { name: giro('form.submit') }).click();
      await expect(page.getByLabel(giro('form.accountOpened'))).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(localize(language, 'errors:accountOpened.required'))).toBeVisible();
      await expect(bank).toHaveValue('Sparkasse Berl');
      await expect(page.getByLabel(giro('form.monthlyFee'))).toHaveValue('5');

      // A name the bank list does not hold: the check's error, and the banks the search finds to choose from.
      await answerGiroFunnel(page, language);
      await page.getByRole('button', { name: giro('form.submit') }).click();
      await expect(bank).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(localize(language, 'errors:unknown_bank'))).toBeVisible();
      await expect(bank).toHaveValue('Sparkasse Berl');
      await expect(page.locator('datalist option[value="Berliner Sparkasse"]')).toHaveCount(1);
      await bank.fill('Berliner Sparkasse');
      await page.getByRole('button', { name: giro('form.submit') }).click();
      await expect(page.getByRole('link', { name: giro('result.cta') })).toBeVisible();
    });

    test('the account panels lead to the account pages', async ({ page }) => {
      await page.goto(routes.home[language]);
      const signIn = panel(page, text('tabs.login'));
      await signIn.locator('summary').click();
      await signIn.getByRole('link', { name: localize(language, 'auth:signIn.submit') }).click();
      await expect(page).toHaveURL(routes.signIn[language]);
      // A form only the app can send says so, and its button can't send the password as a query.
      await expect(page.getByRole('main').locator('noscript p')).toHaveText(localize(language, 'formNeedsScript'));
      await expect(page.getByRole('main').locator('noscript p')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: localize(language, 'auth:signIn.submit') })).toBeDisabled();
    });
  });
}
