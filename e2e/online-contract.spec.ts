import { expect, test } from '@playwright/test';
import { sampleProvider } from '../scripts/sample-provider';
import { routes } from '../src/routes';
import { outboxMails } from '../tests/support/mail-outbox';
import { pdfText } from '../tests/support/pdf-text';
import { freshEmail } from './support/cases-cli';
import { e2eMailDir } from './support/environment';
import { localize as l } from './support/locales';
import { orderDismissal } from './support/orders';

/**
 * The contract a labour order makes from text version 2026-2: the client mandates the partner law firm,
 * and the provider funds the case. The confirmation PDF on the durable medium names the firm with its
 * legal data and holds both contracts, in both languages; the terms page shows the current version.
 */
for (const language of ['de', 'en'] as const) {
  test(`${language}: a dismissal order's confirmation names the partner law firm and the funding terms`, async ({ request }) => {
    const email = freshEmail(`kanzlei-${language}`);
    const ordered = await orderDismissal(request, email, new Date().toISOString().slice(0, 10), language);
    let pdf: Buffer | undefined;
    await expect.poll(async () => (pdf = (await outboxMails(e2eMailDir, email)).find((mail) => mail.attachments.length > 0)?.attachments[0].content)).toBeTruthy();
    const text = (await pdfText(pdf!)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(ordered.reference_number);
    for (const expected of [
      l(language, 'commissioning:confirmation.sections.lawFirm'),
      sampleProvider.PARTNER_LAW_FIRM_NAME,
      sampleProvider.PARTNER_LAW_FIRM_BAR,
      sampleProvider.PARTNER_LAW_FIRM_INSURANCE,
      language === 'de' ? 'Finanzierungsvertrag' : 'Funding agreement',
      language === 'de' ? 'Ohne Erfolg schulde ich nichts.' : 'Without success I owe nothing.',
      language === 'de' ? 'Anwaltsvertrag und Vollmacht' : 'Contract with the law firm and power of attorney',
      language === 'de' ? `Ich beauftrage ${sampleProvider.PARTNER_LAW_FIRM_NAME},` : `I instruct ${sampleProvider.PARTNER_LAW_FIRM_NAME},`,
      '2026-2',
    ]) {
      expect(text).toContain(expected);
    }
  });
}

test('the terms page shows version 2026-2 with success per product, the partner law firm and complaint handling', async ({ page }) => {
  await page.goto(routes.terms.de);
  await expect(page.getByRole('heading', { name: '5. Vergütung und was als Erfolg gilt' })).toBeVisible();
  await expect(page.getByText(sampleProvider.PARTNER_LAW_FIRM_NAME).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '11. Beschwerden' })).toBeVisible();
  await page.goto(routes.withdrawal.en);
  await expect(page.getByText(/the "Withdraw from contract" button at the bottom of every page of our portal/)).toBeVisible();
});
