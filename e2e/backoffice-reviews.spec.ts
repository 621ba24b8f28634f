import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { generateSync } from 'otplib';
import type { Language } from '../src/basics/language';
import type { StoredAuth } from '../src/contracts/accounts';
import { routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { casesCli, freshEmail, openCaseWithCli } from './support/cases-cli';
import { signedUpCustomer } from './support/customer';
import { localize as l } from './support/locales';
import { mailLink } from './support/outbox';

/**
 * Verified reviews decided in the back office, in a real browser, in both languages: a customer rates
 * two closed cases (one through the account API, one on the dashboard); an admin signed in with TOTP
 * publishes the first and rejects the second with the keyboard, on a phone-sized window too; the audit
 * log shows both decisions; the public experiences page shows the published words and never the
 * rejected ones; a caseworker is refused the page and the calls.
 */
const password = 'backoffice-kennwort-9';
const codeFor = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Takes up a staff invitation through the staff service, as the enrolment page does; answers the TOTP
 * secret. A fresh request context: one idle since earlier steps may hold a connection the server has
 * closed in the meantime.
 */
async function enrolByApi(baseURL: string, link: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const token = new URL(link).searchParams.get('token');
    const started = await api.post('/api/staff/enrolment/start', { data: { token } });
    expect(started.status()).toBe(200);
    const secret = (await started.json()).totp.secret as string;
    const done = await api.post('/api/staff/enrolment', { data: { token, password, password_confirmation: password, code: codeFor(secret) } });
    expect(done.status()).toBe(200);
    return secret;
  } finally {
    await api.dispose();
  }
}

async function staffSignIn(browser: Browser, language: Language, email: string, secret: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(routes.staffSignIn[language]);
  await page.getByLabel(l(language, 'staff:fields.email')).fill(email);
  await page.getByLabel(l(language, 'staff:fields.password'), { exact: true }).fill(password);
  await page.getByLabel(l(language, 'staff:fields.code')).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: l(language, 'staff:signIn.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.staffHome[language]}$`));
  return page;
}

/** A confirmed customer (Kim Berger) with two closed cases; answers the browser's auth cookie and the cases. */
async function customerWithClosedCases(request: APIRequestContext, baseURL: string, language: Language) {
  const email = freshEmail('bewertung');
  const first = await openCaseWithCli(['--email', email, '--product', 'deposit', '--language', language, '--status', 'successful', '--no-mail']);
  const second = await openCaseWithCli(['--email', email, '--product', 'rent-brake', '--language', language, '--status', 'unsuccessful', '--no-mail']);
  const cookie = await signedUpCustomer(request, baseURL, email, language);
  const auth = JSON.parse(decodeURIComponent(cookie.value)) as StoredAuth;
  const authHeaders = { 'access-token': auth.token, client: auth.client, uid: auth.uId };
  return { cookie, authHeaders, first, second };
}

for (const language of ['de', 'en'] as const) {
  test(`${language}: an admin publishes one rating and rejects another; the site shows only the published one`, async ({ browser, request, baseURL }) => {
    test.setTimeout(150_000);
    const words = `${language === 'de' ? 'Kaution vollständig zurück' : 'Deposit fully returned'} ${randomBytes(3).toString('hex')}`;
    const refused = `Werbung für andere ${randomBytes(3).toString('hex')}`;

    // The customer rates the second case through the account API and the first on the dashboard.
    const customer = await customerWithClosedCases(request, baseURL!, language);
    const rated = await request.post(`/api/v1/me/cases/${customer.second.id}/review`, { headers: customer.authHeaders, data: { stars: 1, text: refused } });
    expect(rated.status()).toBe(201);
    const customerPage = await (await browser.newContext()).newPage();
    await customerPage.context().addCookies([customer.cookie]);
    await customerPage.goto(routes.dashboard[language]);
    const submit = customerPage.getByRole('button', { name: l(language, 'privacy:rating.submit') });
    const prompt = customerPage.getByRole('region', { name: l(language, 'privacy:rating.title') }).filter({ has: submit });
    await prompt.getByLabel(l(language, 'privacy:rating.star_other', { count: 4 })).check();
    await prompt.getByLabel(l(language, 'privacy:rating.comment')).fill(words);
    await prompt.getByRole('button', { name: l(language, 'privacy:rating.submit') }).click();
    await expect(customerPage.getByText(l(language, 'privacy:rating.thanks'))).toBeVisible();

    // The admin, created on the command line, enrols and signs in with a TOTP code.
    const adminEmail = `admin.${randomBytes(4).toString('hex')}@provider.example`;
    const created = await casesCli(['create-admin', '--email', adminEmail, '--name', 'Alex Admin', '--language', language]);
    expect(created.code).toBe(0);
    const adminSecret = await enrolByApi(baseURL!, /https?:\/\/\S+token=\S+/.exec(created.stdout)![0]);
    const admin = await staffSignIn(browser, language, adminEmail, adminSecret);
    await admin.getByRole('navigation', { name: l(language, 'staff:frame.navLabel') }).getByRole('link', { name: l(language, 'staff:frame.reviews') }).click();
    await expect(admin).toHaveURL(new RegExp(`${routes.staffReviews[language]}$`));
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staff:reviews.title'));
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const names = (reference: string) => ({ author: 'Kim B.', reference });
    const firstCard = admin.getByRole('article').filter({ hasText: customer.first.reference_number });
    const secondCard = admin.getByRole('article').filter({ hasText: customer.second.reference_number });
    await expect(firstCard).toContainText(words);
    await expect(firstCard).toContainText(l(language, 'staff:reviews.stars', { stars: 4 }));
    await expect(secondCard).toContainText(refused);
    expect(await axeViolations(admin)).toEqual([]);
    const listed = await (await admin.request.get('/api/staff/reviews')).json();
    const secondId = listed.pending.find((review: { case_reference: string }) => review.case_reference === customer.second.reference_number).id as number;

    // Publish with the keyboard.
    const publish = firstCard.getByRole('button', { name: l(language, 'staff:reviews.publishLabel', names(customer.first.reference_number)) });
    await publish.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('status')).toContainText(l(language, 'staff:reviews.publishedNotice', { author: 'Kim B.' }));
    await expect(firstCard).toContainText(l(language, 'staff:reviews.publishedOn', { date: '' }).trim());
    await expect(firstCard.getByRole('button', { name: l(language, 'staff:reviews.takeDownLabel', names(customer.first.reference_number)) })).toBeVisible();

    // Reject on a phone-sized window, confirming the question.
    await admin.setViewportSize({ width: 320, height: 700 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    admin.once('dialog', (dialog) => dialog.accept());
    await secondCard.getByRole('button', { name: l(language, 'staff:reviews.rejectLabel', names(customer.second.reference_number)) }).click();
    await expect(admin.getByRole('status')).toContainText(l(language, 'staff:reviews.rejectedNotice', { author: 'Kim B.' }));
    await expect(secondCard).toContainText(l(language, 'staff:reviews.rejectedOn', { date: '' }).trim());
    await expect(secondCard.getByRole('button')).toHaveCount(0);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // The audit log shows both decisions, for the cases rated.
    await admin.goto(routes.staffAuditLog[language]);
    const subject = (reference: string) => l(language, 'staff:audit.subjects.case', { id: reference });
    // (The log also holds each case's opening through the back-office API key, so a row is found by case and action.)
    const decision = (reference: string, action: string) =>
      admin.getByRole('row').filter({ hasText: subject(reference) }).filter({ hasText: l(language, action) });
    await expect(decision(customer.first.reference_number, 'staff:audit.actions.review.published')).toHaveCount(1);
    await expect(decision(customer.second.reference_number, 'staff:audit.actions.review.rejected')).toHaveCount(1);

    // The customer sees where each rating stands.
    await customerPage.reload();
    await expect(customerPage.getByText(l(language, 'privacy:rating.status.published', { stars: 4 }))).toBeVisible();

    // The public page shows the published words after its next refresh, never the rejected ones.
    const visitor = await (await browser.newContext()).newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto(routes.experiences[language]);
          return visitor.getByRole('region', { name: l(language, 'content:reviews.title') }).getByText(words).count();
        },
        { timeout: 45_000, intervals: [1000] },
      )
      .toBe(1);
    await expect(visitor.getByText(refused)).toHaveCount(0);

    // A caseworker is refused the page and every decision.
    const workerEmail = `sachbearbeitung.${randomBytes(4).toString('hex')}@provider.example`;
    await admin.goto(routes.staffMembers[language]);
    await admin.getByLabel(l(language, 'staff:fields.name')).fill('Chris Case');
    await admin.getByLabel(l(language, 'staff:fields.email')).fill(workerEmail);
    await admin.getByRole('button', { name: l(language, 'staff:members.inviteSubmit'), exact: true }).click();
    await expect(admin.getByText(l(language, 'staff:members.invited', { email: workerEmail }))).toBeVisible();
    const worker = await staffSignIn(browser, language, workerEmail, await enrolByApi(baseURL!, await mailLink(workerEmail, 'staff_invitation')));
    await expect(worker.getByRole('link', { name: l(language, 'staff:frame.reviews') })).toHaveCount(0);
    const forbidden = await worker.goto(routes.staffReviews[language]);
    expect(forbidden?.status()).toBe(403);
    await expect(worker.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staff:forbidden.title'));
    await expect(worker.getByRole('article')).toHaveCount(0);
    const attempt = await worker.request.post(`/api/staff/reviews/${secondId}`, { data: { decision: 'publish' } });
    expect(attempt.status()).toBe(403);
    await visitor.goto(routes.experiences[language]);
    await expect(visitor.getByText(refused)).toHaveCount(0);
  });
}
