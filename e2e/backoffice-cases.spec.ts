import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dayInGermany } from '../src/basics/calendar';
import type { Language } from '../src/basics/language';
import { routePath, routes } from '../src/routes';
import { samplePdf } from '../tests/support/sample-documents';
import { axeViolations } from './support/axe';
import { casesCli, freshEmail } from './support/cases-cli';
import { signedUpCustomer } from './support/customer';
import { localize as l } from './support/locales';
import { mailLink } from './support/outbox';
import { orderDismissal } from './support/orders';
import { codeFor, staffPassword, staffSignIn } from './support/staff';

/**
 * Working a case in the back office, in both languages: a dismissal is ordered online; a caseworker
 * finds it in the inbox, takes it, opens its letter, changes the status, adds a history entry and
 * answers with an attachment; the customer sees each of these on the next load of the dashboard and
 * the case page, and the admin reads each step in the audit log. The staff's enrolment screens have
 * their own spec (backoffice-staff.spec.ts); here members enrol through the staff API.
 */
/** Takes up an enrolment link through the staff API; answers the TOTP secret. */
async function enrolByApi(request: APIRequestContext, link: string): Promise<string> {
  const token = new URL(link).searchParams.get('token')!;
  const started = await request.post('/api/staff/enrolment/start', { data: { token } });
  const secret = ((await started.json()) as { totp: { secret: string } }).totp.secret;
  const done = await request.post('/api/staff/enrolment', { data: { token, password: staffPassword, password_confirmation: staffPassword, code: codeFor(secret) } });
  expect(done.status()).toBe(200);
  return secret;
}

async function signIn(page: Page, language: Language, email: string, code: string) {
  await staffSignIn(page, language, email, code);
  await expect(page).toHaveURL(new RegExp(`${routes.staffHome[language]}$`));
}

async function freshPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test.describe.configure({ timeout: 180_000 });

for (const language of ['de', 'en'] as const) {
  test(`${language}: a caseworker works a new case in the browser; the customer sees each step and the audit log records it`, async ({ browser, playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    const id = randomBytes(4).toString('hex');
    const adminEmail = `admin.${id}@provider.example`;
    const workerEmail = `fall.${id}@provider.example`;
    const customerEmail = freshEmail(`fall-${language}`);
    // The customer has an account before ordering (an order for a new address makes one that waits for its password).
    const customerCookie = await signedUpCustomer(request, baseURL!, customerEmail, language);
    const ordered = await orderDismissal(request, customerEmail, addDays(dayInGermany(new Date()), -5), language);
    const reference = ordered.reference_number;

    // The customer asks a question on the case page before anyone works the case.
    const question = language === 'de' ? 'Brauchen Sie noch meinen Arbeitsvertrag?' : 'Do you need my employment contract too?';
    const customer = await freshPage(browser);
    await customer.context().addCookies([customerCookie]);
    await customer.goto(`${routePath('caseStatus', language)}?id=${ordered.public_id}#messages`);
    const customerConversation = customer.getByRole('region', { name: l(language, 'messages:title') });
    await customerConversation.getByRole('textbox', { name: l(language, 'messages:compose.label') }).fill(question);
    await customerConversation.getByRole('button', { name: l(language, 'messages:compose.send') }).click();
    await expect(customerConversation.getByText(l(language, 'messages:compose.sent'))).toBeVisible();

    // The admin (command line) and the caseworker (invited by the admin) enrol and sign in.
    const created = await casesCli(['create-admin', '--email', adminEmail, '--name', 'Alex Admin', '--language', language]);
    expect(created.code).toBe(0);
    const admin = await freshPage(browser);
    const adminSecret = await enrolByApi(admin.request, /https?:\/\/\S+token=\S+/.exec(created.stdout)![0]);
    await signIn(admin, language, adminEmail, codeFor(adminSecret, 1));
    const invited = await admin.request.post('/api/staff/members', { data: { email: workerEmail, name: 'Chris Case', role: 'caseworker', language } });
    expect(invited.status()).toBe(201);
    const worker = await freshPage(browser);
    const workerSecret = await enrolByApi(worker.request, await mailLink(workerEmail, 'staff_invitation'));
    await signIn(worker, language, workerEmail, codeFor(workerSecret, 1));

    // The inbox, from the navigation; the search form works as a plain GET form.
    await worker.getByRole('navigation', { name: l(language, 'staff:frame.navLabel') }).getByRole('link', { name: l(language, 'staff:frame.cases') }).click();
    await expect(worker.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staffCases:inbox.title'));
    await worker.getByRole('searchbox', { name: l(language, 'staffCases:inbox.filters.search') }).fill(reference);
    await worker.getByRole('button', { name: l(language, 'staffCases:inbox.filters.apply') }).click();
    await expect(worker).toHaveURL(new RegExp(`\\?q=${reference}`));
    const row = worker.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(l(language, 'cases:statuses.received.label'));
    await expect(row).toContainText('Kim Berger');
    await expect(row).toContainText(l(language, 'staffCases:inbox.awaitingAnswer'));
    expect(await axeViolations(worker)).toEqual([]);
    await row.getByRole('link', { name: reference }).click();
    await expect(worker.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staffCases:case.title', { reference }));
    await expect(worker.getByText('Kim Berger').first()).toBeVisible();

    // Take it.
    await worker.getByRole('button', { name: l(language, 'staffCases:actions.assign.takeIt') }).click();
    await expect(worker.getByRole('status').filter({ hasText: l(language, 'staffCases:actions.assign.done') })).toBeVisible();
    await expect(worker.getByRole('button', { name: l(language, 'staffCases:actions.assign.takeIt') })).toHaveCount(0);

    // Open the letter in the browser: shown inline, not as a download.
    const open = worker.getByRole('link', { name: l(language, 'staffCases:case.openFile', { name: 'Kündigung.pdf' }) }).first();
    const opened = await worker.request.get((await open.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toMatch(/^inline;/);

    // Change the status.
    await worker.getByLabel(l(language, 'staffCases:actions.status.label'), { exact: true }).selectOption('in_review');
    await worker.getByRole('button', { name: l(language, 'staffCases:actions.status.save') }).click();
    await expect(worker.getByRole('status').filter({ hasText: l(language, 'staffCases:actions.status.done') })).toBeVisible();

    // A history entry, written in the rich-text editor with the keyboard.
    const entryTitle = language === 'de' ? 'Kündigung geprüft' : 'Dismissal checked';
    await worker.getByLabel(l(language, 'staffCases:actions.entry.short'), { exact: true }).fill(entryTitle);
    const editor = worker.getByRole('textbox', { name: l(language, 'staffCases:actions.entry.description'), exact: true });
    await editor.click();
    await worker.keyboard.type('Die Klage ist ');
    await worker.keyboard.press('Control+b');
    await worker.keyboard.type('vorbereitet');
    await worker.keyboard.press('Control+b');
    await worker.keyboard.type('.');
    await worker.getByRole('button', { name: l(language, 'staffCases:actions.entry.save') }).click();
    await expect(worker.getByRole('status').filter({ hasText: l(language, 'staffCases:actions.entry.done') })).toBeVisible();
    const history = worker.getByRole('region', { name: l(language, 'staffCases:case.history') });
    await expect(history.getByRole('heading', { name: entryTitle })).toBeVisible();
    await expect(history.locator('strong', { hasText: 'vorbereitet' })).toBeVisible();

    // An answer with an attachment.
    const answerText = language === 'de' ? 'Anbei der Entwurf der Klage.' : 'Please find the draft action attached.';
    await worker.getByLabel(l(language, 'staffCases:actions.message.text'), { exact: true }).fill(answerText);
    await worker.getByLabel(l(language, 'staffCases:actions.message.files'), { exact: true }).setInputFiles({ name: 'Klageentwurf.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await samplePdf('Klage')) });
    await worker.getByRole('button', { name: l(language, 'staffCases:actions.message.send') }).click();
    await expect(worker.getByRole('status').filter({ hasText: l(language, 'staffCases:actions.message.done') })).toBeVisible();
    const conversation = worker.getByRole('region', { name: l(language, 'staffCases:case.conversation') });
    await expect(conversation).toContainText(answerText);
    await expect(conversation).toContainText('Klageentwurf.pdf');
    expect(await axeViolations(worker)).toEqual([]);

    // On a 320 px phone the inbox and the case need no sideways scrolling; the filters work with the keyboard.
    await worker.setViewportSize({ width: 320, height: 640 });
    await worker.goto(`${routes.staffInbox[language]}?assignee=me`);
    await expect(worker.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
    // Answered: no longer marked, and not among the cases with an open message.
    await expect(worker.getByRole('row').filter({ hasText: reference })).not.toContainText(l(language, 'staffCases:inbox.awaitingAnswer'));
    await worker.getByRole('link', { name: l(language, 'staffCases:inbox.quick.unanswered') }).click();
    await expect(worker.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
    expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await worker.getByRole('searchbox', { name: l(language, 'staffCases:inbox.filters.search') }).focus();
    await worker.keyboard.type('kein-treffer-xyz');
    await worker.keyboard.press('Enter');
    await expect(worker.getByText(l(language, 'staffCases:inbox.emptyFiltered'))).toBeVisible();
    await worker.goto(routePath('staffCase', language, { reference }));
    expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // A case whose deadline ends within five working days with nothing filed is flagged; the inbox counts
    // such cases and lists them alone. The case worked above (16 days left) is not among them.
    const urgent = await orderDismissal(request, freshEmail(`frist-${language}`), addDays(dayInGermany(new Date()), -17), language);
    await worker.goto(routes.staffInbox[language]);
    const show = worker.getByRole('link', { name: l(language, 'staffCases:inbox.deadlineAlertsShow') });
    // "N cases: the deadline ends within five working days (Monday to Friday, not a public holiday) or has passed, …"
    await expect(worker.locator('p', { has: show })).toContainText(l(language, 'staffCases:inbox.deadlineAlerts_other', { count: 2 }).split(': ')[1]);
    await show.click();
    await expect(worker).toHaveURL(/deadline_alert=1/);
    await expect(worker.getByRole('row').filter({ hasText: urgent.reference_number })).toContainText(l(language, 'staffCases:inbox.deadlineAlert'));
    await expect(worker.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
    expect(await axeViolations(worker)).toEqual([]);

    // The customer's next load shows the status, the entry and the unread answer.
    await customer.goto(routePath('dashboard', language));
    const card = customer.getByRole('article', { name: l(language, 'cases:products.dismissal.title') });
    await expect(card).toContainText(l(language, 'cases:statuses.in_review.label'));
    await expect(card).toContainText(entryTitle);
    await expect(card).toContainText(l(language, 'messages:dashboard.unread_one', { count: 1 }));
    await customer.goto(`${routePath('caseStatus', language)}?id=${ordered.public_id}`);
    await expect(customer.getByText(answerText)).toBeVisible();
    await expect(customer.getByText(entryTitle).first()).toBeVisible();

    // The admin reads each step in the audit log, as the caseworker's.
    await admin.goto(routes.staffAuditLog[language]);
    const log = admin.getByRole('table');
    for (const action of ['assigned', 'status_changed', 'history_entry_added', 'document_uploaded', 'message_sent']) {
      await expect(
        log
          .getByRole('row')
          .filter({ has: admin.getByRole('cell', { name: workerEmail, exact: true }) })
          .filter({ has: admin.getByRole('cell', { name: l(language, `staff:audit.actions.case.${action}`), exact: true }) })
          .filter({ hasText: reference }),
      ).toHaveCount(1);
    }
    await request.dispose();
  });
}
