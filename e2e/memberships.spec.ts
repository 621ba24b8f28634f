import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { freshEmail } from './support/cases-cli';
import { membershipOf, signedUpCustomer } from './support/customer';
import { samplePdf } from '../tests/support/sample-documents';
import { signedInAdmin } from './support/staff';
import { axeViolations } from './support/axe';
import { localize as l } from './support/locales';
import { outboxMails } from '../tests/support/mail-outbox';
import { e2eMailDir } from './support/environment';
import { pathOf } from './support/outbox';
import { addressProofLink, proveOrderAddress } from './support/orders';

/**
 * Memberships in both languages through the real UI: from the product page's call to action to the
 * order, the confirmation with its mandate reference, the e-mail with the PDF in the outbox, and the
 * cancellation from the footer's "Verträge hier kündigen" with its own e-mail.
 */

async function mailsOf(address: string, kind: string) {
  let found: Awaited<ReturnType<typeof outboxMails>> = [];
  await expect
    .poll(async () => {
      found = (await outboxMails(e2eMailDir, address)).filter((mail) => mail.file.includes(`_${kind}_`));
      return found.length;
    })
    .toBe(1);
  return found;
}

const orderButton = (page: Page, language: Language) => page.getByRole('button', { name: l(language, 'memberships:order.submit') });

for (const language of ['de', 'en'] as const) {
  test(`${language}: take out tenant protection from its page, get the PDF by e-mail, and cancel it from the footer`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string | number>) => l(language, `memberships:${key}`, values);
    const name = language === 'de' ? 'Zofia Wąsowska-Müller' : 'Jan Nowak';
    const email = freshEmail(`mitglied-${language}`);

    await page.goto(routes.tenantProtection[language]);
    await page.getByRole('link', { name: language === 'de' ? 'Mieterschutz abschließen' : 'Take out tenant protection' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${routes.tenantProtectionOrder[language]}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('order.title.tenant-protection') })).toBeVisible();
    // Price, term, cancellation and the mandate with the creditor identifier before anything is typed.
    await expect(page.getByText(language === 'de' ? /Tarif Basis: 8\s€ im Monat/ : /Basic tariff: €8 a month/).first()).toBeVisible();
    await expect(page.getByText(t('order.mandate.creditorId', { id: 'DE98ZZZ09999999999' }))).toBeVisible();

    // An empty order: the error list under the form takes focus, the fields are marked.
    await orderButton(page, language).click();
    const summary = page.getByRole('list', { name: l(language, 'auth:errorsLabel') });
    await expect(summary.getByRole('listitem').first()).toBeVisible();
    await expect(page.locator(':focus').getByRole('list', { name: l(language, 'auth:errorsLabel') })).toBeVisible();
    await expect(page.getByLabel(t('order.fields.iban'))).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toContainText(l(language, 'errors:consent.sepa_mandate_accepted.required'));

    // With the keyboard: type, tick with the space bar.
    await page.getByLabel(t('order.fields.name'), { exact: true }).fill(name);
    await page.getByLabel(t('order.fields.email')).fill(email);
    // In German the member's own account; in English another person's, who gives the mandate in their name.
    const holder = language === 'de' ? name : 'Maria Nowak';
    if (language === 'en') {
      await page.getByRole('radio', { name: t('order.fields.otherAccount') }).check();
      await page.getByLabel(t('order.fields.accountHolder'), { exact: true }).fill(holder);
    }
    await page.getByLabel(t('order.fields.iban')).fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel(language === 'de' ? t('order.fields.sepaMandate') : t('order.fields.sepaMandateOfHolder', { holder, member: name })).focus();
    await page.keyboard.press('Space');
    if (language === 'en') await page.getByLabel(t('order.fields.holderTypedName')).fill(holder);
    await page.getByLabel(t('order.fields.earlyStart')).check();
    await page.getByRole('checkbox', { name: language === 'de' ? /AGB/ : /terms/ }).check();
    await page.getByRole('checkbox', { name: language === 'de' ? /Datenschutzhinweise/ : /privacy notice/ }).check();
    await page.getByLabel(t('order.fields.typedName')).fill(name);
    await orderButton(page, language).click();
    await expect(summary).toContainText(l(language, 'errors:iban_wrong_check_digits'));

    await page.getByLabel(t('order.fields.iban')).fill('DE89 3704 0044 0532 0130 00');
    await orderButton(page, language).click();
    const success = page.getByRole('status').filter({ has: page.getByRole('heading', { name: t('order.success.title') }) });
    await expect(success).toBeVisible();
    await expect(page.getByRole('heading', { name: t('order.success.title') })).toBeFocused();
    const reference = (await success.getByText(/KLARFALL-\d{4}-[0-9A-Z]{8}/).textContent())!.match(/KLARFALL-\d{4}-[0-9A-Z]{8}/)![0];

    const [mail] = await mailsOf(email, 'membership_confirmation');
    expect(mail.subject).toBe(t('mail.ordered.subject', { plan: language === 'de' ? 'Mieterschutz mit Anwalts-Hotline' : 'Tenant protection with lawyer hotline' }));
    expect(mail.text).toContain(reference);
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', fileName: t('mail.ordered.fileName', { reference }) })]);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    if (language === 'en') expect(mail.text).toContain(`of ${holder}, who gave us the direct debit mandate`);
    // Nobody was signed in with the address: the membership starts once the mail's link proves it.
    await expect(success.getByText(t('order.success.pending', { email }))).toBeVisible();
    await page.goto(pathOf(mail.links.find((link) => addressProofLink.test(link))!));
    await page.getByRole('button', { name: l(language, 'privacy:addressProof.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: l(language, 'privacy:addressProof.membershipTitle') })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();

    // Cancel from the footer, without signing in.
    await page.goto(routes.home[language]);
    await page.getByRole('contentinfo').getByRole('link', { name: l(language, 'nav.cancelContracts') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('cancel.title') })).toBeVisible();
    await page.getByLabel(t('cancel.fields.name')).fill(name);
    await page.getByLabel(t('cancel.fields.email')).fill(email);
    await page.getByLabel(t('cancel.fields.mandateReference')).fill(reference.toLowerCase());
    await page.getByRole('button', { name: t('cancel.submit') }).click();
    await expect(page.getByRole('heading', { name: t('cancel.success.title') })).toBeFocused();
    await expect(page.getByText(language === 'de' ? /endet mit Ablauf des \d{2}\.\d{2}\.\d{4}/ : /ends at the end of \d{1,2} \w+ \d{4}/)).toBeVisible();
    const [cancellation] = await mailsOf(email, 'cancellation_receipt');
    expect(cancellation.text).toContain(reference.toLowerCase());
    // Within the withdrawal period, the receipt offers the withdrawal, which ends the membership at once.
    expect(cancellation.text).toContain(l(language, 'declarations:mail.cancellation.withdrawalAction'));
  });
}

test('the employment protection plan is offered on its price page and ordered on its own page, on a phone and in the app shell', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${routes.pricesLabour.de}?shell_app=true`);
  await page.getByRole('link', { name: 'Arbeitsrechtsschutz-Plan online abschließen' }).click();
  // An app route: the app's own flow shows alone, without brand bar, footer or app navigation.
  await expect(page).toHaveURL(`${routes.employmentProtectionOrder.de}?shell_app=true`);
  await expect(page.getByText(/Tarif Basis: 1\s€ im Monat/).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'App-Navigation' })).toBeHidden();
  const submit = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

for (const language of ['de', 'en'] as const) {
  test(`${language}: a member sees the membership on the dashboard with its next debit, announced by e-mail beforehand, and so does the back office`, async ({ page, request, baseURL, browser }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string | number>) => l(language, `dashboard:memberships.${key}`, values);
    const email = freshEmail(`lastschrift-${language}`);
    // In English the account is another person's, who signed the mandate.
    const holder = language === 'de' ? 'Kim Berger' : 'Alex Berger';
    const { contract_text_version: textVersion } = await (await request.get(`/api/memberships/plans?locale=${language}`)).json();
    // Taken out with an immediate start: the first debit is due the agreed 5 days later, so its notice goes out at once.
    const taken = await request.post('/api/memberships', {
      data: {
        plan: 'tenant-protection',
        tariff: 'basic',
        idempotency_key: randomUUID(),
        language,
        customer: { email, name: 'Kim Berger' },
        account_holder: holder,
        iban: 'DE89370400440532013000',
        consent: {
          text_version: textVersion,
          typed_name: 'Kim Berger',
          ...(language === 'en' ? { holder_typed_name: holder } : {}),
          early_start: true,
          terms_accepted: true,
          privacy_accepted: true,
          sepa_mandate_accepted: true,
        },
      },
    });
    expect(taken.status()).toBe(201);
    const reference: string = (await taken.json()).membership.mandate_reference;
    // Its confirmation mail's link proves the address: it starts, and its first debit is announced.
    await proveOrderAddress(request, email);
    const [notice] = await mailsOf(email, 'debit_pre_notification');
    const dueOn = notice.subject.match(/\d{2}\.\d{2}\.\d{4}|\d{1,2} \w+ \d{4}/)![0];
    expect(notice.text).toContain(reference);
    expect(notice.text).toContain(holder);

    await page.context().addCookies([await signedUpCustomer(request, baseURL!, email, language)]);
    await page.goto(routes.dashboard[language]);
    const card = page.getByRole('article', { name: t('plans.tenant-protection') });
    await expect(page.getByRole('heading', { level: 2, name: t('title') })).toBeVisible();
    await expect(card).toContainText(reference);
    // The dashboard's next debit is the one the mail announced.
    await expect(card.getByRole('definition').filter({ hasText: dueOn })).toBeVisible();
    await expect(card).toContainText(t('statuses.active'));
    // The hotline: the brand's number (configured per deployment) as a link to call.
    await expect(card.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:\+?\d+$/);

    // Within the 14 days the card offers the withdrawal, with the reference filled in.
    await card.getByRole('link', { name: t('withdrawLabel', { plan: t('plans.tenant-protection'), reference }) }).click();
    await expect(page.getByLabel(l(language, 'declarations:withdraw.fields.contractReference'))).toHaveValue(reference);
 
    // A caseworker finds it in the back office by the e-mail address, with its mandate and announced debit.
    const staff = await (await browser.newContext()).newPage();
    await signedInAdmin(staff, language);
    await staff.getByRole('navigation', { name: l(language, 'staff:frame.navLabel') }).getByRole('link', { name: l(language, 'staff:frame.memberships') }).click();
    await staff.getByRole('searchbox', { name: l(language, 'staff:memberships.search') }).fill(email);
    await staff.getByRole('button', { name: l(language, 'staff:memberships.submit') }).click();
    const found = staff.getByRole('article', { name: new RegExp(reference) });
    await expect(found).toContainText('Kim Berger');
    await expect(found).toContainText(
      language === 'de' ? l(language, 'staff:memberships.holderIsMember', { holder }) : l(language, 'staff:memberships.holderSigned', { holder, signature: holder }),
    );
    await expect(found).toContainText(l(language, 'staff:memberships.recurring'));
    await found.getByText(l(language, 'staff:memberships.debits', { count: 12 })).click();
    await expect(found.getByRole('row').nth(1)).toContainText(dueOn);
    await staff.context().close();
  });
}

for (const language of ['de', 'en'] as const) {
  test(`${language}: a member asks a question with a document from the dashboard, the team answers in the back office, and the member reads the answer, also once withdrawn`, async ({ page, request, baseURL, browser }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string | number>) => l(language, `messages:${key}`, values);
    const email = freshEmail(`frage-${language}`);
    const reference = await membershipOf(request, email, language);
    await page.context().addCookies([await signedUpCustomer(request, baseURL!, email, language)]);
    // On a phone in English, on a desktop in German.
    if (language === 'en') await page.setViewportSize({ width: 360, height: 800 });

    // From the membership's card on the dashboard to its questions.
    await page.goto(routes.dashboard[language]);
    const plan = l(language, 'dashboard:memberships.plans.tenant-protection');
    const card = page.getByRole('article', { name: plan });
    await card.getByRole('link', { name: l(language, 'dashboard:memberships.questionsLabel', { plan, reference }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('membership.title') })).toBeVisible();
    const conversation = page.getByRole('region', { name: t('title') });
    await expect(conversation.getByText(t('membership.empty'))).toBeVisible();

    // The question with a document.
    const letter = Buffer.from(await samplePdf('Mieterhöhung'));
    await conversation.getByRole('textbox', { name: t('compose.label') }).fill('Mein Vermieter will 15 % mehr. Ist das zulässig?');
    await conversation.getByLabel(t('compose.files')).setInputFiles({ name: 'Mieterhöhung.pdf', mimeType: 'application/pdf', buffer: letter });
    await conversation.getByRole('button', { name: t('compose.send') }).click();
    await expect(conversation.getByText(t('compose.sent'))).toBeVisible();
    await expect(conversation.getByRole('article', { name: t('you') })).toContainText('15 % mehr');

    // The team's mailbox hears of it, without its content.
    let alert: Awaited<ReturnType<typeof outboxMails>>[number] | undefined;
    await expect
      .poll(async () => {
        alert = (await outboxMails(e2eMailDir)).find((mail) => mail.file.includes('_member_question_') && mail.subject.includes(reference));
        return Boolean(alert);
      })
      .toBe(true);
    expect(alert!.text).not.toContain('15 %');

    // A caseworker finds the member waiting in the inbox, follows it to the memberships page, opens the document and answers.
    const staff = await (await browser.newContext()).newPage();
    await signedInAdmin(staff, language);
    await staff.goto(routes.staffInbox[language]);
    const waiting = staff.getByRole('region', { name: new RegExp(language === 'de' ? 'warte[nt] auf Antwort' : 'waits? for an answer') }).getByRole('link', { name: reference });
    await expect(waiting).toBeVisible();
    expect(await axeViolations(staff)).toEqual([]);
    await waiting.click();
    await expect(staff).toHaveURL(new RegExp(`\\?q=${reference}$`));
    const found = staff.getByRole('article', { name: new RegExp(reference) });
    await expect(found).toContainText('15 % mehr');
    await expect(found.getByRole('link', { name: 'Mieterhöhung.pdf' })).toBeVisible();
    await found.getByLabel(l(language, 'staff:memberships.questions.answer', { reference })).fill('Nein: höchstens 20 % in drei Jahren, aber prüfen Sie den Mietspiegel. Wir schauen es uns an.');
    await found.getByRole('button', { name: l(language, 'staff:memberships.questions.send') }).click();
    await expect(found.getByRole('article', { name: new RegExp(l(language, 'staff:memberships.questions.fromTeam', { date: '' }).replace(/[,\s]+$/, '')) })).toContainText('Mietspiegel');
    await staff.context().close();

    // The member is told by e-mail, with the link to the conversation, and reads the answer there.
    const [notice] = await mailsOf(email, 'membership_answer');
    expect(notice.text).not.toContain('Mietspiegel');
    expect(notice.links.some((link) => link.includes(`${routes.membershipQuestions[language]}?reference=${reference}`))).toBe(true);
    await page.goto(routes.dashboard[language]);
    await expect(card).toContainText(l(language, 'dashboard:memberships.questionsUnread_one', { count: 1 }));
    await page.goto(`${routes.membershipQuestions[language]}?reference=${reference}`);
    const answer = page.getByRole('region', { name: t('title') }).getByRole('article', { name: 'Klarfall' });
    await expect(answer).toContainText('Mietspiegel');
    await expect(answer.getByText(t('unread'), { exact: true })).toBeVisible();
    if (language === 'en') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Once withdrawn, the conversation stays readable without the form and says where to write instead.
    const withdrawal = await request.post('/api/withdrawals', { data: { contract_reference: reference, email, name: 'Erika Mustermann', language, idempotency_key: randomUUID() } });
    expect(withdrawal.status()).toBe(201);
    await page.reload();
    const readOnly = page.getByRole('region', { name: t('title') });
    await expect(readOnly.getByText(t('membership.withdrawn.note'))).toBeVisible();
    await expect(readOnly.getByRole('article', { name: 'Klarfall' })).toContainText('Mietspiegel');
    await expect(readOnly.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(readOnly.getByRole('textbox')).toHaveCount(0);
  });
}
