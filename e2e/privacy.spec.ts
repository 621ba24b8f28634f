import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { dayInGermany, formatDateIn } from '../src/basics/calendar';
import type { Language } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { dismissalAnswers, orderCustomer } from '../tests/support/order-answers';
import { samplePdf } from '../tests/support/sample-documents';
import { signInThroughForm } from './support/account-forms';
import { casesCli, openCaseWithCli } from './support/cases-cli';
import { localize as l } from './support/locales';
import { proveOrderAddress } from './support/orders';
import { e2eMailDir } from './support/environment';
import { mailLink, pathOf } from './support/outbox';
import { signedInAdmin } from './support/staff';
import { outboxMails } from '../tests/support/mail-outbox';

/** The customer's own data and verified reviews, in a real browser against the real backend, in both languages. */
const password = 'sicheres-kennwort-7';
const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.de`;

const confirmationMails = async (email: string) => (await outboxMails(e2eMailDir, email)).filter((mail) => /-\d+_confirmation_/.test(mail.file));

async function confirmedCustomer(request: APIRequestContext, language: Language, email = uniqueEmail('daten')) {
  // An address signing up again already has a confirmation mail: wait for the new one.
  const earlier = (await confirmationMails(email)).length;
  const response = await request.post('/api/v1/users', {
    data: { user: { email, password, password_confirmation: password, first_name: 'Kim', last_name: 'Berger', locale: language } },
  });
  expect(response.status()).toBe(201);
  await expect.poll(async () => (await confirmationMails(email)).length).toBe(earlier + 1);
  expect((await request.get(pathOf(await mailLink(email, 'confirmation')))).ok()).toBe(true);
  return email;
}

/** A dismissal ordered online with its letter, as the order funnel sends it. */
async function orderDismissal(request: APIRequestContext, email: string, language: Language) {
  const draft = await (await request.post('/api/commissioning/drafts')).json();
  const letter = await samplePdf('Kündigung');
  const upload = await request.post('/api/commissioning/drafts/documents?category=dismissal-letter', {
    data: Buffer.from(letter),
    headers: { 'X-Draft-Token': draft.draft_token, 'X-File-Name': encodeURIComponent('Kündigung.pdf'), 'Content-Type': 'application/octet-stream' },
  });
  expect(upload.status()).toBe(201);
  const { funnel } = await (await request.get(`/api/commissioning/funnels/dismissal?locale=${language}`)).json();
  const order = await request.post('/api/commissioning/orders', {
    data: {
      product: 'dismissal',
      answers: dismissalAnswers('2026-03-02'),
      draft_token: draft.draft_token,
      idempotency_key: randomBytes(16).toString('hex'),
      language,
      customer: orderCustomer(email, 'Kim Berger'),
      consent: { text_version: funnel.contract_text_version, typed_name: 'Kim Berger', early_start: false, terms_accepted: true, privacy_accepted: true },
    },
  });
  expect(order.status()).toBe(201);
  await proveOrderAddress(request, email);
  return { reference: (await order.json()).case.reference_number as string, letter };
}

async function signIn(page: Page, language: Language, email: string) {
  await page.goto(routes.signIn[language]);
  await signInThroughForm(page, language, email, password);
  await expect(page).toHaveURL(routes.dashboard[language]);
}

for (const language of ['de', 'en'] as const) {
  test.describe(language === 'de' ? 'in German' : 'in English', () => {
    test('the customer downloads all their data as one archive', async ({ page, request }) => {
      const email = await confirmedCustomer(request, language);
      const ordered = await orderDismissal(request, email, language);
      const opened = await openCaseWithCli(['--email', email, '--product', 'deposit', '--language', language, '--entry-title', 'Vermieter angeschrieben', '--entry-text', '<p>Frist bis 30.04.</p>']);
      await signIn(page, language, email);
      await expect(page).toHaveURL(routes.dashboard[language]);

      const yourData = page.getByRole('region', { name: l(language, 'privacy:yourData.title') });
      await expect(yourData.getByText(l(language, 'privacy:yourData.changeDetails'))).toBeVisible();
      const downloading = page.waitForEvent('download');
      await yourData.getByRole('button', { name: l(language, 'privacy:yourData.download') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(language === 'de' ? /^klarfall-daten-\d{4}-\d{2}-\d{2}\.zip$/ : /^klarfall-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(yourData.getByText(l(language, 'privacy:yourData.ready'))).toBeVisible();

      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
      const folder = `documents/${ordered.reference}`;
      expect(Object.keys(entries)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'cases.json', 'memberships.json', `${folder}/Kündigung.pdf`]));
      expect(Object.keys(entries).some((name) => name.startsWith(`${folder}/`) && name !== `${folder}/Kündigung.pdf` && name.endsWith('.pdf'))).toBe(true);
      expect(Buffer.from(entries[`${folder}/Kündigung.pdf`])).toEqual(Buffer.from(ordered.letter));
      expect(new TextDecoder().decode(entries['README.txt'])).toContain(language === 'de' ? 'Art. 15 DSGVO' : 'Art. 15 GDPR');
      expect(JSON.parse(new TextDecoder().decode(entries['account.json']))).toMatchObject({ email, first_name: 'Kim', last_name: 'Berger' });
      const cases = JSON.parse(new TextDecoder().decode(entries['cases.json'])) as { reference_number: string; history: { short: string }[]; order: unknown }[];
      expect(cases.map((entry) => entry.reference_number).sort()).toEqual([ordered.reference, opened.reference_number].sort());
      expect(cases.find((entry) => entry.reference_number === opened.reference_number)?.history).toEqual([expect.objectContaining({ short: 'Vermieter angeschrieben' })]);
      expect(cases.find((entry) => entry.reference_number === ordered.reference)?.order).toMatchObject({ mandate: expect.objectContaining({ typed_name: 'Kim Berger' }) });
    });

    /**
     * A running case, and the choice the deletion page asks for: in German the customer ends it (the
     * mandate is terminated, the account goes at once), in English keeps the account until the case
     * is closed. Either way the back office and the audit log show what happened, and the log holds
     * none of the texts written.
     */
    test('the customer deletes the account with a running case: the page asks what happens to it, the back office and the audit log show the choice', async ({ page, request, context, browser }) => {
      test.setTimeout(120_000);
      const email = await confirmedCustomer(request, language);
      const entry = { title: 'Vermieter angeschrieben', text: 'Frist bis 30.04. gesetzt' };
      const opened = await openCaseWithCli(['--email', email, '--product', 'deposit', '--language', language, '--entry-title', entry.title, '--entry-text', `<p>${entry.text}</p>`]);
      await signIn(page, language, email);
      await page.getByRole('link', { name: l(language, 'privacy:yourData.deleteLink') }).click();
      await expect(page).toHaveURL(routes.accountDeletion[language]);
      await expect(page.getByRole('heading', { level: 1, name: l(language, 'privacy:deletion.title') })).toBeVisible();
      await expect(page.getByText(/§ 257 HGB, § 147 AO/)).toBeVisible();

      // The running case, and what ending it would mean: a case opened without an online order has no withdrawal.
      const running = page.getByRole('region', { name: l(language, 'privacy:deletion.running.title') });
      await expect(running.getByText(opened.reference_number)).toBeVisible();
      await expect(running.getByText(l(language, 'privacy:deletion.running.caseEnding.termination'))).toBeVisible();

      const passwordField = page.getByLabel(l(language, 'privacy:deletion.password'));
      await passwordField.fill('falsch-geraten-1');
      await page.getByRole('button', { name: l(language, 'privacy:deletion.submit') }).click();
      await expect(page.getByText(l(language, 'errors:current_password.wrong_password')).first()).toBeVisible();
      await expect(page).toHaveURL(routes.accountDeletion[language]);

      // Without a choice nothing is deleted.
      await passwordField.fill(password);
      await page.getByRole('button', { name: l(language, 'privacy:deletion.submit') }).click();
      await expect(page.getByText(l(language, 'errors:running_contracts.required')).first()).toBeVisible();
      await expect(page).toHaveURL(routes.accountDeletion[language]);

      const choices = page.getByRole('group', { name: l(language, 'privacy:deletion.running.choiceLegend') });
      const admin = await (await browser.newContext()).newPage();
      if (language === 'de') {
        await choices.getByRole('radio', { name: l(language, 'privacy:deletion.running.choice.end') }).check();
        await page.getByRole('button', { name: l(language, 'privacy:deletion.submit') }).click();
        await expect(page).toHaveURL(routes.accountDeleted[language]);
        await expect(page.getByRole('heading', { level: 1, name: l(language, 'privacy:deleted.title') })).toBeVisible();
        expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('klarfall_auth');
        await page.goto(routes.dashboard[language]);
        await expect(page).toHaveURL(new RegExp(`${routes.signIn[language]}`));
        // The case is gone from the back office; the log says how it ended.
        expect((await casesCli(['show', opened.reference_number])).code).toBe(1);
        await signedInAdmin(admin, language);
      } else {
        await choices.getByRole('radio', { name: l(language, 'privacy:deletion.running.choice.keep') }).check();
        await page.getByRole('button', { name: l(language, 'privacy:deletion.running.submitKeep') }).click();
        await expect(page.getByRole('status').getByRole('heading', { name: l(language, 'privacy:deletion.running.keptTitle') })).toBeVisible();
        // Still signed in; the page remembers the request.
        await page.reload();
        await expect(page.getByText(l(language, 'privacy:deletion.running.requestedOn', { date: formatDateIn(language, dayInGermany(new Date())) }))).toBeVisible();
        // The case runs on and says so in its history in the back office.
        await signedInAdmin(admin, language);
        await admin.goto(routePath('staffCase', language, { reference: opened.reference_number }));
        await expect(admin.getByText(l(language, 'cases:history.deletionRequested.short')).first()).toBeVisible();
      }

      await admin.goto(routes.staffAuditLog[language]);
      const action = language === 'de' ? 'case.ended_with_account_deletion' : 'case.account_deletion_requested';
      await expect(
        admin
          .getByRole('table')
          .getByRole('row')
          .filter({ has: admin.getByRole('cell', { name: l(language, 'staff:audit.customer'), exact: true }) })
          .filter({ has: admin.getByRole('cell', { name: l(language, `staff:audit.actions.${action}`), exact: true }) })
          .filter({ hasText: opened.reference_number }),
      ).toHaveCount(1);
      const log = (await admin.getByRole('table').textContent()) ?? '';
      for (const written of [email, entry.title, entry.text, 'Kim', 'Berger']) expect(log).not.toContain(written);
      await admin.context().close();

      if (language === 'de') {
        // The address is free again, and the new account starts empty.
        await confirmedCustomer(request, language, email);
        await signIn(page, language, email);
        await expect(page).toHaveURL(routes.dashboard[language]);
        await expect(page.getByRole('heading', { name: l(language, 'dashboard:empty.title') })).toBeVisible();
      }
    });

    test('a closed case is rated on the dashboard, approved with the CLI and shown in the widget', async ({ page, request }) => {
      // Two CLI runs and a page built again in the background take their time on a busy machine.
      test.setTimeout(90_000);
      const email = await confirmedCustomer(request, language);
      const opened = await openCaseWithCli(['--email', email, '--product', 'deposit', '--language', language, '--status', 'successful']);
      await openCaseWithCli(['--email', email, '--product', 'rent-brake', '--language', language]);
      await signIn(page, language, email);

      // Only the closed case invites a rating.
      const prompts = page.getByRole('region', { name: l(language, 'privacy:rating.title') });
      await expect(prompts).toHaveCount(1);
      await expect(prompts.getByText(/Kim B\./)).toBeVisible();
      const words = `${language === 'de' ? 'Kaution vollständig zurück' : 'Deposit fully returned'} ${randomBytes(3).toString('hex')}`;
      await prompts.getByRole('button', { name: l(language, 'privacy:rating.submit') }).click();
      await expect(prompts.getByText(l(language, 'errors:stars.required'))).toBeVisible();
      await prompts.getByLabel(l(language, 'privacy:rating.star_other', { count: 5 })).check();
      await prompts.getByLabel(l(language, 'privacy:rating.comment')).fill(words);
      await prompts.getByRole('button', { name: l(language, 'privacy:rating.submit') }).click();
      await expect(prompts.getByText(l(language, 'privacy:rating.thanks'))).toBeVisible();
      await page.reload();
      await expect(page.getByText(l(language, 'privacy:rating.status.pending', { stars: 5 }))).toBeVisible();

      const listed = await casesCli(['reviews']);
      expect(listed.code).toBe(0);
      const line = listed.stdout.split('\n').find((entry) => entry.includes(opened.reference_number));
      const id = /^#(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      expect((await casesCli(['review', id!, 'publish'])).code).toBe(0);

      // The experiences page is built again in the background once its reviews are older than REVIEWS_REFRESH_SECONDS.
      await expect
        .poll(
          async () => {
            await page.goto(routes.experiences[language]);
            return page.getByRole('region', { name: l(language, 'content:reviews.title') }).getByText(words).count();
          },
          { timeout: 45_000, intervals: [1000] },
        )
        .toBe(1);
      const reviews = page.getByRole('region', { name: l(language, 'content:reviews.title') });
      await expect(reviews.getByText(l(language, 'content:reviews.verified'))).toBeVisible();
      await expect(reviews.getByText(/Kim B\./).first()).toBeVisible();
      await expect(reviews.locator('strong').first()).toHaveText(language === 'de' ? /von 5 Sternen aus \d+ Bewertung/ : /out of 5 stars from \d+ review/);
    });
  });
}
