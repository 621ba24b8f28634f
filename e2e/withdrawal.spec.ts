import { randomBytes } from 'node:crypto';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { generateSync } from 'otplib';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { outboxMails } from '../tests/support/mail-outbox';
import { casesCli, freshEmail } from './support/cases-cli';
import { e2eMailDir } from './support/environment';
import { localize as l } from './support/locales';
import { contractTextVersion, orderDismissal } from './support/orders';
import { staffPassword } from './support/staff';

/**
 * The withdrawal function (§ 356a BGB) and the cancellation form (§ 312k BGB) in a real browser,
 * without signing in: an order withdrawn in German and a membership in English from the footer's
 * "Vertrag widerrufen", each receipted on the page and by mail with content, date and time; and
 * declarations whose reference names no contract of that address, which are recorded and receipted all
 * the same and matched by hand in the back office.
 */

async function mailOf(address: string, kind: string) {
  let found: Awaited<ReturnType<typeof outboxMails>> = [];
  await expect
    .poll(async () => {
      found = (await outboxMails(e2eMailDir, address)).filter((mail) => mail.file.includes(`_${kind}_`));
      return found.length;
    })
    .toBe(1);
  return found[0];
}

async function withdrawFromFooter(page: Page, language: Language, { name, reference, email }: { name: string; reference: string; email: string }) {
  const t = (key: string, values?: Record<string, string | number>) => l(language, `declarations:${key}`, values);
  await page.goto(routes.home[language]);
  await page.getByRole('contentinfo').getByRole('link', { name: l(language, 'nav.withdrawContract') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('withdraw.title') })).toBeVisible();
  await page.getByLabel(t('withdraw.fields.name')).fill(name);
  await page.getByLabel(t('withdraw.fields.contractReference')).fill(reference);
  await page.getByLabel(t('withdraw.fields.email')).fill(email);
  // The button the law names, and nothing more to tick or choose.
  await page.getByRole('button', { name: t('withdraw.submit') }).click();
  await expect(page.getByRole('heading', { name: t('withdraw.success.title') })).toBeFocused();
  const receipt = page.getByRole('status').filter({ has: page.getByRole('heading', { name: t('withdraw.success.title') }) });
  await expect(receipt.getByText(t('withdraw.success.declaration', { reference }))).toBeVisible();
  return receipt;
}

test('de: withdraw from an order from the footer without signing in; the case closes as withdrawn and the receipt mail states content, date and time', async ({ page, request }) => {
  const email = freshEmail('widerruf');
  const ordered = await orderDismissal(request, email, new Date().toISOString().slice(0, 10), 'de');
  const receipt = await withdrawFromFooter(page, 'de', { name: 'Kim Berger', reference: ordered.reference_number, email });
  await expect(receipt.getByText(/Eingegangen am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr\. Eingangsnummer: E-\d{4}-/)).toBeVisible();
  await expect(receipt.getByText(l('de', 'declarations:withdraw.success.assigned'))).toBeVisible();

  const mail = await mailOf(email, 'withdrawal_receipt');
  expect(mail.subject).toMatch(/^Eingangsbestätigung Ihres Widerrufs \(E-\d{4}-/);
  expect(mail.text).toMatch(/Ihr Widerruf ist am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr bei uns eingegangen\./);
  expect(mail.text).toContain(`„Hiermit widerrufe ich den Vertrag ${ordered.reference_number}.“ Name: Kim Berger. E-Mail für diese Bestätigung: ${email}.`);
  expect(mail.text).toContain(`Ihr Auftrag ${ordered.reference_number} (Kündigung & Abfindung) ist damit beendet`);

  // The case page shows the withdrawal, and offers no second one.
  await page.goto(`${routes.caseStatus.de}?id=${ordered.public_id}`);
  await expect(page.getByText('Auftrag widerrufen').first()).toBeVisible();
  await expect(page.getByRole('link', { name: l('de', 'caseStatus:contact.withdraw') })).toHaveCount(0);
});

test('en: withdraw from a membership from the footer; it ends that day, its mandate unused, with the receipt by mail', async ({ page, request }) => {
  const email = freshEmail('membership-withdrawal');
  const taken = await request.post('/api/memberships', {
    data: {
      plan: 'employment-protection',
      tariff: 'basic',
      idempotency_key: randomBytes(16).toString('hex'),
      language: 'en',
      customer: { email, name: 'Jan Nowak' },
      account_holder: 'Jan Nowak',
      iban: 'DE89370400440532013000',
      consent: { text_version: await contractTextVersion(request), typed_name: 'Jan Nowak', early_start: false, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
    },
  });
  expect(taken.status()).toBe(201);
  const reference = ((await taken.json()) as { membership: { mandate_reference: string } }).membership.mandate_reference;
  // The confirmation mail links the withdrawal function with the membership filled in.
  const confirmation = await mailOf(email, 'membership_confirmation');
  expect(confirmation.links.find((link) => link.includes(routes.contractWithdrawal.en))).toContain(`reference=${reference}`);

  const receipt = await withdrawFromFooter(page, 'en', { name: 'Jan Nowak', reference, email });
  await expect(receipt.getByText(l('en', 'declarations:withdraw.success.assigned'))).toBeVisible();
  const mail = await mailOf(email, 'withdrawal_receipt');
  expect(mail.subject).toMatch(/^Confirmation of receipt of your withdrawal \(E-\d{4}-/);
  expect(mail.text).toContain(`"I hereby withdraw from the contract ${reference}."`);
  expect(mail.text).toContain('Your membership "Employment protection plan');
  expect(mail.text).toContain('we collect no more fees');
  expect(mail.text).toContain('Your membership had not yet started. You owe us nothing.');
});

test('a withdrawal and a cancellation whose reference names no contract of that address are still recorded and confirmed, and staff match them', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const stranger = freshEmail('vertippt');
  const receipt = await withdrawFromFooter(page, 'de', { name: 'Kim Berger', reference: 'Auftrag vom letzten Montag', email: stranger });
  await expect(receipt.getByText(l('de', 'declarations:withdraw.success.unassigned'))).toBeVisible();
  const withdrawalMail = await mailOf(stranger, 'withdrawal_receipt');
  expect(withdrawalMail.text).toContain('„Hiermit widerrufe ich den Vertrag Auftrag vom letzten Montag.“');
  expect(withdrawalMail.text).toContain(l('de', 'declarations:mail.withdrawal.unmatched'));
  const withdrawalReceipt = /E-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(withdrawalMail.subject)![0];

  // The cancellation form answered such a mismatch with 404 before; now it records and receipts it.
  await page.getByRole('contentinfo').getByRole('link', { name: l('de', 'nav.cancelContracts') }).click();
  await page.getByLabel(l('de', 'memberships:cancel.fields.name')).fill('Kim Berger');
  await page.getByLabel(l('de', 'memberships:cancel.fields.email')).fill(stranger);
  await page.getByLabel(l('de', 'memberships:cancel.fields.mandateReference')).fill('KLARFALL-2026-NICHTDA1');
  await page.getByLabel(l('de', 'memberships:cancel.fields.endDate')).check();
  await page.getByLabel(l('de', 'memberships:cancel.fields.requestedEnd')).fill('2030-12-31');
  await page.getByRole('button', { name: l('de', 'memberships:cancel.submit') }).click();
  await expect(page.getByRole('heading', { name: l('de', 'memberships:cancel.success.title') })).toBeFocused();
  await expect(page.getByText(l('de', 'memberships:cancel.success.unassigned'))).toBeVisible();
  const cancellationMail = await mailOf(stranger, 'cancellation_receipt');
  expect(cancellationMail.text).toContain('ordentliche Kündigung des Vertrags KLARFALL-2026-NICHTDA1 zum 31.12.2030');
  expect(cancellationMail.text).toContain(l('de', 'declarations:mail.cancellation.unmatched'));

  // A caseworker's back office lists both to match; the withdrawal is closed as no contract of ours.
  const adminEmail = freshEmail('admin-erklaerungen');
  const created = await casesCli(['create-admin', '--email', adminEmail, '--name', 'Alex Admin', '--language', 'de']);
  const link = /https?:\/\/\S+token=\S+/.exec(created.stdout)![0];
  const api = await playwrightRequest.newContext({ baseURL });
  const token = new URL(link).searchParams.get('token');
  const started = await api.post('/api/staff/enrolment/start', { data: { token } });
  const secret = (await started.json()).totp.secret as string;
  const code = (steps: number) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
  expect((await api.post('/api/staff/enrolment', { data: { token, password: staffPassword, password_confirmation: staffPassword, code: code(0) } })).status()).toBe(200);
  await api.dispose();
  const staff = await (await browser.newContext()).newPage();
  await staff.goto(routes.staffSignIn.de);
  await staff.getByLabel(l('de', 'staff:fields.email')).fill(adminEmail);
  await staff.getByLabel(l('de', 'staff:fields.password'), { exact: true }).fill(staffPassword);
  await staff.getByLabel(l('de', 'staff:fields.code')).fill(code(1));
  await staff.getByRole('button', { name: l('de', 'staff:signIn.submit') }).click();
  await expect(staff).toHaveURL(new RegExp(`${routes.staffHome.de}$`));
  await staff.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: l('de', 'staff:frame.declarations') }).click();
  const card = staff.getByRole('article', { name: new RegExp(withdrawalReceipt) });
  await expect(card).toContainText('Auftrag vom letzten Montag');
  await expect(card).toContainText(l('de', 'staff:declarations.states.unmatched'));
  staff.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: l('de', 'staff:declarations.closeAria', { receipt: withdrawalReceipt }) }).click();
  await expect(staff.getByText(l('de', 'staff:declarations.closedNotice', { receipt: withdrawalReceipt }))).toBeVisible();
  await expect(staff.getByRole('article', { name: new RegExp(withdrawalReceipt) })).toHaveCount(0);
});
