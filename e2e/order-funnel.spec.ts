import { expect, type Page, test } from '@playwright/test';
import { type Language, languages } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { outboxMails } from '../tests/support/mail-outbox';
import { freshEmail } from './support/cases-cli';
import { customerPassword, signedUpCustomer } from './support/customer';
import { e2eBackofficeKey, e2eMailDir } from './support/environment';
import { axeViolations } from './support/axe';
import { localize } from './support/locales';
import { nuErrors } from './support/nu-checker';
import { pathOf } from './support/outbox';
import { pdfText } from '../tests/support/pdf-text';

/** A valid IBAN of a German bank that can be processed (Commerzbank, the standard example). */
const iban = 'DE89 3704 0044 0532 0130 00';
/** A minimal PDF: the service recognises the type by the content's signature. */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`) });

const texts = (language: Language) => ({
  order: (key: string, values?: Record<string, string | number>) => localize(language, `orderFunnel:${key}`, values),
  calculators: (key: string, values?: Record<string, string | number>) => localize(language, `calculators:${key}`, values),
  giro: (key: string) => localize(language, `giroFunnel:${key}`),
  auth: (key: string) => localize(language, `auth:${key}`),
  product: (product: string) => localize(language, `cases:products.${product}.title`),
});

/** The rent-brake funnel's Land question: one radio per Land, named as the calculator names them. */
const landChoice = (page: Page, language: Language, land: string) =>
  page.getByRole('group', { name: language === 'de' ? 'Bundesland' : 'Land (federal state)' }).getByRole('radio', { name: localize(language, `calculators:rent.landNames.${land}`), exact: true });

/** The cases of an address, as the back office lists them. */
async function casesOf(page: Page, email: string) {
  const response = await page.request.get(`/api/backoffice/cases?email=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${e2eBackofficeKey}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).cases as { reference_number: string; product_name: string }[];
}

/** The contact step: who orders, and what the mandate needs (phone, postal address, a payout account where asked). */
async function fillContact(page: Page, language: Language, { name, email }: { name: string; email: string }) {
  const { order } = texts(language);
  await page.getByLabel(order('contact.name')).fill(name);
  await page.getByLabel(order('contact.email')).fill(email);
  await page.getByLabel(order('contact.phone'), { exact: true }).fill('030 23125 003');
  await page.getByLabel(order('contact.streetName'), { exact: true }).fill('Beispielweg');
  await page.getByLabel(order('contact.houseNumber'), { exact: true }).fill('12a');
  await page.getByLabel(order('contact.postalCode'), { exact: true }).fill('10178');
  await page.getByLabel(order('contact.city'), { exact: true }).fill('Berlin');
  const payout = page.getByLabel(order('contact.payoutIban'), { exact: true });
  if (await payout.count()) await payout.fill('DE02 1203 0000 0000 2020 51');
}

/** Contact details, then the summary's consents and the typed name. */
async function contactAndConsent(page: Page, language: Language, { name, email }: { name: string; email: string }) {
  const { order } = texts(language);
  await expect(page.getByRole('heading', { name: order('steps.contact') })).toBeFocused();
  await fillContact(page, language, { name, email });
  await page.getByRole('button', { name: order('actions.next') }).click();
  await expect(page.getByRole('heading', { name: order('steps.summary') })).toBeVisible();
  await page.getByLabel(order('summary.earlyStart')).check();
  await page.getByRole('checkbox', { name: order('summary.terms').replace(/<\/?page>/g, '') }).check();
  await page.getByRole('checkbox', { name: order('summary.privacy').replace(/<\/?page>/g, '') }).check();
  await page.getByLabel(order('summary.typedName')).fill(name);
}

/** The account-fee funnel's step "your fees": raised without consent, never agreed, still paid, 4.95 EUR a month. */
async function answerFees(page: Page, language: Language) {
  const { order } = texts(language);
  await expect(page.getByRole('heading', { name: language === 'de' ? 'Ihre Gebühren' : 'Your fees' })).toBeFocused();
  const choose = (question: RegExp, option: string) => page.getByRole('group', { name: question }).getByLabel(option, { exact: true }).check();
  await choose(language === 'de' ? /Gebühren erhöht oder neu eingeführt/ : /raise or introduce fees/, language === 'de' ? 'Ja' : 'Yes');
  await choose(language === 'de' ? /später ausdrücklich zugestimmt/ : /later expressly agree/, language === 'de' ? 'Nein' : 'No');
  await choose(language === 'de' ? /heute noch/ : /still pay/, language === 'de' ? 'Ja' : 'Yes');
  await page.getByLabel(language === 'de' ? /im Monat kosten/ : /cost you a month/).fill(language === 'de' ? '4,95' : '4.95');
  await page.getByRole('button', { name: order('actions.next') }).click();
}

for (const language of languages) {
  const { order, calculators, giro, auth, product } = texts(language);

  test.describe(`order funnel (${language})`, () => {
    test('bank fees: mini funnel → prefilled funnel → upload → a bank that differs from the IBAN\'s, said before the order → the fee box right above the button → order → e-mail with PDF → the mail\'s link sets the password → dashboard', async ({ page }) => {
      test.setTimeout(90_000);
      const email = freshEmail('giro');
      await page.goto(routes.giroFunnel[language]);
      await page.getByLabel(giro('form.bank')).click();
      await page.getByRole('option', { name: 'Postbank', exact: true }).click();
      await page.getByLabel(giro('form.accountOpened')).selectOption('2013-12-31');
      await page.getByRole('group', { name: giro('form.feesChanged') }).getByLabel(giro('form.answers.yes'), { exact: true }).check();
      await page.getByRole('group', { name: giro('form.expressConsent') }).getByLabel(giro('form.answers.no'), { exact: true }).check();
      await page.getByRole('group', { name: giro('form.stillPaying') }).getByLabel(giro('form.answers.yes'), { exact: true }).check();
      await page.getByLabel(giro('form.monthlyFee')).fill(language === 'de' ? '4,95' : '4.95');
      await page.getByRole('button', { name: giro('form.submit') }).click();
      await page.getByRole('link', { name: giro('result.cta') }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(order('title', { product: product('account-fees') }));
      await expect(page.getByText(order('progress.step', { current: 1, total: 5 }))).toBeVisible();
      await expect(page.getByText(order('prefilled'))).toBeVisible();
      // The mini funnel's answers are not asked again.
      await expect(page.getByLabel(/^Bank/)).toHaveValue('Postbank');
      await expect(page.getByLabel(language === 'de' ? /Konto eröffnet am/ : /Account opened on/)).toHaveValue('2013-12-31');
      await page.getByLabel(/IBAN/).fill('DE89 3704 0044 0532 0130 01');
      await page.getByRole('button', { name: order('actions.next') }).click();
      await expect(page.getByText(localize(language, 'errors:iban_wrong_check_digits')).first()).toBeVisible();
      await page.getByLabel(/IBAN/).fill(iban);
      await page.getByRole('button', { name: order('actions.next') }).click();

      // The check's answers are not asked again either; the claim is shown with the years still claimable.
      await expect(page.getByRole('heading', { name: language === 'de' ? 'Ihre Gebühren' : 'Your fees' })).toBeFocused();
      await expect(page.getByLabel(language === 'de' ? /im Monat kosten/ : /cost you a month/)).toHaveValue(language === 'de' ? '4,95' : '4.95');
      await expect(page.getByText(order('feeClaim.title'))).toBeVisible();
      await page.getByRole('button', { name: order('actions.next') }).click();

      await expect(page.getByRole('heading', { name: language === 'de' ? 'Unterlagen' : 'Documents' })).toBeFocused();
      await page.locator('input[type=file]').setInputFiles([pdf('Kontoauszug-2023.pdf'), pdf('Entgeltaufstellung.pdf')]);
      await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Entgeltaufstellung.pdf' }) })).toBeVisible();
      await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Kontoauszug-2023.pdf' }) })).toBeVisible();
      // The same content again is kept once, and the customer is told.
      await page.locator('input[type=file]').setInputFiles({ ...pdf('Kontoauszug-2023.pdf'), name: 'Kopie.pdf' });
      await expect(page.getByText(order('documents.duplicate', { name: 'Kopie.pdf', existing: 'Kontoauszug-2023.pdf' }))).toBeVisible();
      await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Kopie.pdf' }) })).toHaveCount(0);
      // Too large or not a document: refused in the browser at once, in plain words, before any byte travels.
      let uploads = 0;
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().includes('/api/commissioning/drafts/documents')) uploads += 1;
      });
      await page.locator('input[type=file]').setInputFiles([
        { name: 'Scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf('Scan.pdf').buffer, Buffer.alloc(20 * 1024 * 1024)]) },
        { name: 'Auszug.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]) },
      ]);
      const refused = (name: string, code: string, values: Record<string, number> = {}) => order('documents.failed', { name, error: localize(language, `errors:${code}`, values) });
      await expect(page.getByText(refused('Scan.pdf', 'document_too_large', { max: 10 }))).toBeVisible();
      await expect(page.getByText(refused('Auszug.pdf', 'document_unsupported_type'))).toBeVisible();
      expect(uploads).toBe(0);
      await page.getByRole('button', { name: order('actions.next') }).click();

      await contactAndConsent(page, language, { name: 'Kim Berger', email });
      await expect(page.getByText('DE89 3704 0044 0532 0130 00').first()).toBeVisible();
      // Postbank was picked, the IBAN is Commerzbank's: the sale is of the claims against the IBAN's bank, and the page says so.
      await expect(page.getByText(order('summary.bankDiffers', { ibanBank: 'Commerzbank', bank: 'Postbank' }))).toBeVisible();
      await expect(page.getByRole('button', { name: order('summary.bankDiffersChange') })).toBeVisible();
      // Directly above the order button: the service, the price, the term and the withdrawal (§ 312j Abs. 2 BGB).
      const feeBox = page.getByRole('region', { name: order('feeBox.title') });
      await expect(feeBox).toContainText(order('feeBox.services.claimPurchase', { bank: 'Commerzbank' }));
      await expect(feeBox).toContainText(order('summary.payoutText'));
      await expect(feeBox).toContainText(order('feeBox.terms.claimPurchase'));
      await expect(feeBox.getByRole('link', { name: order('feeBox.withdrawalText').replace(/.*<page>(.*)<\/page>.*/, '$1') })).toHaveAttribute('href', new RegExp(`^${routes.withdrawal[language]}(\\?|$)`));
      const submit = page.getByRole('button', { name: order('summary.submitPayout') });
      expect(await submit.evaluate((button) => button.parentElement?.previousElementSibling?.getAttribute('aria-labelledby'))).toBe('fee-box-title');
      await submit.click();

      await expect(page.getByRole('heading', { name: order('placed.title') })).toBeFocused();
      await expect(page.getByText(order('placed.account'))).toBeVisible();
      // What happens next and when: the order asked us to start at once.
      const next = page.getByRole('region', { name: localize(language, 'cases:nextSteps.title') });
      await expect(next.getByRole('listitem').first()).toHaveText(localize(language, 'cases:nextSteps.start.atOnce'));
      const reference = (await page.getByText(order('placed.reference', { reference: 'X' }).replace('X', '')).textContent())!.split(': ')[1];

      // The confirmation in the customer's language, with the case link and the PDF on a durable medium.
      let mail: Awaited<ReturnType<typeof outboxMails>>[number] | undefined;
      // The mail waits for the account's password hash and the PDF: on a busy machine that takes seconds.
      await expect.poll(async () => (mail = (await outboxMails(e2eMailDir, email)).find((each) => each.attachments.length > 0)), { timeout: 30_000 }).toBeTruthy();
      expect(mail!.text).toContain(reference);
      expect(mail!.attachments[0].contentType).toBe('application/pdf');
      expect(mail!.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
      // The PDF names the bank the IBAN belongs to, the one source the summary used.
      expect((await pdfText(mail!.attachments[0].content)).join(' ').replace(/\s+/g, ' ')).toContain(language === 'de' ? 'meine Ansprüche gegen Commerzbank' : 'my claims against Commerzbank');

      // The mail's main link proves the address: a page asks first (a mail scanner following links proves
      // nothing), the button confirms and the case page opens with everything we write about the case.
      const proofLink = mail!.links.find((link) => /\/(adresse-bestaetigen|en\/confirm-address)\?token=/.test(link))!;
      await page.goto(pathOf(proofLink));
      await expect(page.getByRole('heading', { level: 1, name: localize(language, 'privacy:addressProof.title') })).toBeVisible();
      await page.getByRole('button', { name: localize(language, 'privacy:addressProof.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${routes.caseStatus[language]}\\?id=`));
      await expect(page.getByText(reference).first()).toBeVisible();
      await expect(page.getByText(localize(language, 'caseStatus:unproven'))).toHaveCount(0);

      // The mail's link sets the first password, which confirms the address, signs in and opens the dashboard with the case.
      const setPassword = mail!.links.find((link) => link.includes('first=1'))!;
      await page.goto(pathOf(setPassword));
      await expect(page.getByRole('heading', { level: 1, name: auth('passwordReset.firstTitle') })).toBeVisible();
      await page.getByLabel(auth('fields.newPassword'), { exact: true }).fill(customerPassword);
      await page.getByLabel(auth('fields.newPasswordConfirmation')).fill(customerPassword);
      await page.getByRole('button', { name: auth('passwordReset.newSubmit') }).click();
      await expect(page).toHaveURL(new RegExp(`${routes.dashboard[language]}$`));
      await expect(page.getByText(reference).first()).toBeVisible();
      await expect(page.getByText(product('account-fees')).first()).toBeVisible();
    });

    test('rent brake: the calculator prefills the funnel, answers survive a reload and back, the summary checks them, a double click opens one case', async ({ page }) => {
      test.setTimeout(60_000);
      const email = freshEmail('miete');
      await page.goto(routes.rentBrakeCheck[language]);
      await page.getByLabel(calculators('rent.fields.postalCode')).fill('10119');
      await page.getByLabel(calculators('rent.fields.signedOn')).fill('2025-06-01');
      await page.getByLabel(calculators('rent.fields.livingArea')).fill('60');
      await page.getByLabel(calculators('rent.fields.netColdRent')).fill('900');
      await page.getByRole('button', { name: calculators('rent.submit') }).click();
      await page.getByRole('link', { name: calculators('rent.cta') }).click();

      await expect(page).toHaveURL(new RegExp(`${routePath('orderFunnel', language, { product: 'rent-brake' })}$`));
      // The funnel asks the flat's address, because the complaint needs it; the calculator did not.
      await expect(page.getByLabel(/Postleitzahl|Postal code/)).toHaveValue('10119');
      await expect(page.getByLabel(/^Gemeinde|^Municipality/)).toHaveValue('Berlin');
      await expect(landChoice(page, language, 'BE')).toBeChecked();
      await page.getByLabel(/Straße|Street/).fill('Torstraße 1');
      // Nothing entered yet is lost by a reload.
      await page.reload();
      await expect(page.getByLabel(/Straße|Street/)).toHaveValue('Torstraße 1');
      await page.getByRole('button', { name: order('actions.next') }).click();

      await expect(page).toHaveURL(/step=tenancy/);
      await expect(page.getByLabel(/Tag der Unterschrift|Day you signed/)).toHaveValue('2025-06-01');
      await expect(page.getByLabel(/Nettokaltmiete|Net rent/)).toHaveValue('900');
      // The browser's back button goes back a step, with the answers.
      await page.goBack();
      await expect(page.getByLabel(/Straße|Street/)).toHaveValue('Torstraße 1');
      await page.goForward();
      // Steps are checked as the service checks them.
      await page.getByLabel(/Nettokaltmiete|Net rent/).fill('');
      await page.getByRole('button', { name: order('actions.next') }).click();
      await expect(page.getByRole('list', { name: order('errors.label') }).or(page.getByRole('list', { name: auth('errorsLabel') }))).toContainText(localize(language, 'errors:required'));
      await page.getByLabel(/Nettokaltmiete|Net rent/).fill('900');
      await page.getByLabel(/Vermieter|landlord/).fill('Wohnen am Park GmbH');
      await page.getByRole('button', { name: order('actions.next') }).click();

      // The exceptions, prefilled from the calculator ("don't know"); one answered differently.
      await expect(page).toHaveURL(/step=exceptions/);
      await page.getByRole('group', { name: /Staffelmiete|graduated rent/ }).getByRole('radio', { name: calculators('rent.exceptions.answers.yes') }).check();
      await page.getByRole('button', { name: order('actions.next') }).click();

      // The rental contract is required.
      await page.getByRole('button', { name: order('actions.next') }).click();
      await expect(page.locator('input[type=file][aria-invalid="true"]')).toBeVisible();
      await page.locator('input[type=file]').first().setInputFiles(pdf('Mietvertrag.pdf'));
      await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Mietvertrag.pdf' }) })).toBeVisible();
      await page.getByRole('button', { name: order('actions.next') }).click();

      await contactAndConsent(page, language, { name: 'Alex Schmidt', email });
      // The check of the order's answers, with what the graduated rent means (§ 557a(4) BGB) ...
      await expect(page.getByRole('heading', { name: calculators('rent.result.estimate.title', { municipality: 'Berlin' }) })).toBeVisible();
      await expect(page.getByText(calculators('rent.exceptions.effects.steps_checked'), { exact: false })).toBeVisible();
      // ... and the fee as the rule, with its example from the estimate range, never one cent figure.
      await expect(page.getByText(language === 'de' ? /Senkung um 320\s€ bis 400\s€ im Monat wären das 1\.280\s€ bis 1\.600\s€/ : /reduction of €320 to €400 a month, that would be €1,280 to €1,600/)).toBeVisible();
      await page.getByRole('button', { name: order('summary.submit') }).dblclick();
      await expect(page.getByRole('heading', { name: order('placed.title') })).toBeVisible();
      await expect.poll(async () => (await casesOf(page, email)).length).toBe(1);
      // A reload keeps the confirmation.
      await page.reload();
      await expect(page.getByRole('heading', { name: order('placed.title') })).toBeVisible();
    });

    test('rent brake: the summary gives the other three answers as the flat\'s municipality and Land change (Köln, Kiel, Magdeburg, a Bavarian municipality missing from the list)', async ({ page }) => {
      await page.goto(routes.rentBrakeCheck[language]);
      await page.getByLabel(calculators('rent.fields.postalCode')).fill('50667');
      await page.getByLabel(calculators('rent.fields.signedOn')).fill('2026-03-01');
      await page.getByLabel(calculators('rent.fields.livingArea')).fill('60');
      await page.getByLabel(calculators('rent.fields.netColdRent')).fill('900');
      await page.getByRole('button', { name: calculators('rent.submit') }).click();
      await page.getByRole('link', { name: calculators('rent.ctaCheck') }).click();

      const next = () => page.getByRole('button', { name: order('actions.next') }).click();
      await page.getByLabel(/Straße|Street/).fill('Domstraße 1');
      await next();
      await page.getByLabel(/Vermieter|landlord/).fill('Wohnen am Dom GmbH');
      await next();
      await next();
      await page.locator('input[type=file]').first().setInputFiles(pdf('Mietvertrag.pdf'));
      await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Mietvertrag.pdf' }) })).toBeVisible();
      await next();
      await fillContact(page, language, { name: 'Alex Schmidt', email: freshEmail('koeln') });
      await next();
      await expect(page.getByRole('heading', { name: calculators('rent.result.covered.title', { municipality: 'Köln' }) })).toBeVisible();

      // The funnel always asks the Land; it decides where no list names the municipality.
      for (const [postalCode, city, land, heading] of [
        ['24103', 'Kiel', 'SH', calculators('rent.result.notCovered.title')],
        ['39104', 'Magdeburg', 'ST', calculators('rent.result.notCovered.title')],
        ['82024', 'Taufkirchen', 'BY', calculators('rent.result.unknown.title')],
      ]) {
        const flat = localize(language, 'orderFunnel:actions.changeStep', { step: language === 'de' ? 'Ihre Wohnung' : 'Your flat' });
        await page.getByRole('button', { name: flat }).click();
        await page.getByLabel(/Postleitzahl|Postal code/).fill(postalCode);
        await page.getByLabel(/^Gemeinde|^Municipality/).fill(city);
        await landChoice(page, language, land).check();
        for (let step = 0; step < 5; step += 1) await next();
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(page.getByText(calculators('rent.result.unknown.list_incomplete', { land: calculators('rent.lands.BY'), municipality: 'Taufkirchen' }))).toBeVisible();
    });

    test('dismissal: the severance calculator prefills the funnel, which shows the deadline and the severance from its days', async ({ page }) => {
      await page.goto(routes.severanceCalculator[language]);
      await page.getByLabel(calculators('severance.fields.employmentStartMonth')).selectOption('4');
      await page.getByLabel(calculators('severance.fields.employmentStartYear')).fill('2018');
      await page.getByLabel(calculators('severance.fields.employmentEnd')).fill('2026-12-31');
      await page.getByLabel(calculators('severance.fields.companySize')).selectOption('51-500');
      await page.getByLabel(calculators('severance.fields.grossMonthlySalary')).fill(language === 'de' ? '4.000' : '4,000');
      await page.getByRole('group', { name: calculators('severance.fields.moreThanSixMonths') }).getByLabel(calculators('severance.fields.yes'), { exact: true }).check();
      await page.getByRole('button', { name: calculators('severance.submit') }).click();
      await page.getByRole('link', { name: calculators('severance.cta') }).click();

      await expect(page).toHaveURL(new RegExp(routePath('orderFunnel', language, { product: 'dismissal' })));
      await expect(page.getByLabel(/Arbeitsverhältnis endet laut Kündigung am|Employment ends according to the letter on/)).toHaveValue('2026-12-31');
      const received = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      await page.getByLabel(/Kündigungsschreiben erhalten am|Dismissal letter received on/).fill(received);
      await expect(page.getByText(localize(language, 'cases:deadline.order.title'))).toBeVisible();
      await expect(page.getByText(language === 'de' ? /Noch \d+ Tage bis zum Fristende/ : /\d+ days left/i)).toBeVisible();
      await page.getByRole('button', { name: order('actions.next') }).click();
      await expect(page.getByLabel(/Bruttomonatsgehalt|Gross monthly salary/)).toHaveValue(language === 'de' ? '4.000' : '4,000');
      await expect(page.getByLabel(language === 'de' ? 'mehr als 10' : 'more than 10')).toBeChecked();
      // 15 April 2018 to 31 December 2026: 8 years and 8 months, so 9 years (§ 1a Abs. 2 KSchG).
      await page.getByLabel(/Beginn des Arbeitsverhältnisses|Start of employment/).fill('2018-04-15');
      await expect(page.getByText(order('severance.service_other', { count: 9 }))).toBeVisible();
    });
  });
}

test('a signed-in customer finds the contact details prefilled from the account, in both languages', async ({ page, baseURL }) => {
  for (const language of languages) {
    const { order } = texts(language);
    const email = freshEmail('konto');
    await page.context().addCookies([await signedUpCustomer(page.request, baseURL!, email, language)]);
    await page.goto(routePath('orderFunnel', language, { product: 'account-fees' }));
    await page.getByLabel(/^Bank/).fill('Postbank');
    await page.getByLabel(language === 'de' ? /Konto eröffnet am/ : /Account opened on/).fill('2013-12-31');
    await page.getByLabel(/IBAN/).fill(iban);
    await page.getByRole('button', { name: order('actions.next') }).click();
    await answerFees(page, language);
    await expect(page.getByRole('heading', { name: language === 'de' ? 'Unterlagen' : 'Documents' })).toBeFocused();
    await page.locator('input[type=file]').setInputFiles(pdf('Kontoauszug.pdf'));
    await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Kontoauszug.pdf' }) })).toBeVisible();
    await page.getByRole('button', { name: order('actions.next') }).click();
    await expect(page.getByRole('heading', { name: order('steps.contact') })).toBeFocused();
    // signedUpCustomer signs up as Kim Berger.
    await expect(page.getByLabel(order('contact.name'))).toHaveValue('Kim Berger');
    await expect(page.getByLabel(order('contact.email'))).toHaveValue(email);
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('every state of the funnel has no accessibility violations and valid HTML, in both languages', async ({ page }) => {
  test.setTimeout(180_000);
  const states: { name: string; html: string }[] = [];
  const check = async (name: string) => {
    expect(await axeViolations(page), name).toEqual([]);
    states.push({ name, html: await page.content() });
  };
  for (const language of languages) {
    const { order } = texts(language);
    await page.goto(routePath('orderFunnel', language, { product: 'account-fees' }));
    await expect(page.getByRole('button', { name: order('actions.next') })).toBeVisible();
    await check(`${language} first step`);
    await page.getByRole('button', { name: order('actions.next') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(`${language} first step, submitted empty`);
    await page.getByLabel(/^Bank/).fill('Commerzbank');
    await page.getByLabel(language === 'de' ? /Konto eröffnet am/ : /Account opened on/).fill('2015-06-01');
    await page.getByLabel(/IBAN/).fill(iban);
    await page.getByRole('button', { name: order('actions.next') }).click();
    await answerFees(page, language);
    await page.locator('input[type=file]').setInputFiles({ name: 'Scan.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText(order('documents.failed', { name: 'Scan.png', error: '' }).trim(), { exact: false })).toBeVisible();
    await check(`${language} documents, a refused file`);
    await page.getByRole('button', { name: order('actions.next') }).click();
    await page.getByRole('button', { name: order('actions.next') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(`${language} contact, submitted empty`);
    await fillContact(page, language, { name: 'Kim Berger', email: freshEmail('a11y') });
    await page.getByRole('button', { name: order('actions.next') }).click();
    await page.getByRole('button', { name: order('summary.submitPayout') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(`${language} summary, submitted empty`);
    // Leaves this language's order behind for the next.
    await page.evaluate(() => window.sessionStorage.clear());
  }
  expect(await nuErrors(states)).toEqual([]);
});

test('the funnel works on a phone and with the keyboard alone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const { order } = texts('de');
  await page.goto(`${routePath('orderFunnel', 'de', { product: 'deposit' })}?shell_app=true`);
  await expect(page.getByText(order('progress.step', { current: 1, total: 5 }))).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  // Keyboard: the first field, typing, Enter submits the step; errors are listed and focused.
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: order('actions.next') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: localize('de', 'auth:errorsLabel') })).toBeVisible();
  await context.close();
});

test('an unknown product is a 404 with a way back', async ({ page }) => {
  const response = await page.goto('/beauftragen/lotterie');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('de', 'orderFunnel:notFound.title'));
});

test("a product's order funnel has its path in the page's language; old links move there for good", async ({ page }) => {
  // The German page once used the product's English name.
  const old = await page.request.get('/beauftragen/rent-brake?step=contact&utm_source=mail', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/beauftragen/mietpreisbremse?step=contact&utm_source=mail');
  const crossed = await page.request.get('/en/commission/kuendigung', { maxRedirects: 0 });
  expect(crossed.headers().location).toBe('/en/commission/dismissal');
  await page.goto('/beauftragen/rent-brake');
  await expect(page).toHaveURL(/\/beauftragen\/mietpreisbremse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('de', 'orderFunnel:title', { product: localize('de', 'cases:products.rent-brake.title') }));
  // The language switch leads to the English page of the same product.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/commission\/rent-brake$/);
});
