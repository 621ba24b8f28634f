import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routes } from '../src/routes';
import { axeViolations } from './support/axe';
import { casesCli } from './support/cases-cli';
import { localize as l } from './support/locales';
import { mailLink, pathOf } from './support/outbox';
import { codeFor, staffPassword, staffSignIn } from './support/staff';

/**
 * The back office's staff and access in a real browser, in both languages: the first admin created on
 * the command line enrols TOTP and invites a caseworker, who enrols and signs in and is refused every
 * admin page and call; the admin then reads each step in the audit log, resets the caseworker's access
 * (a lost phone), which ends their session, and the caseworker enrols again from the new mail. Every
 * back-office page has the back office's own frame, never the customer side's.
 */
const password = staffPassword;

const other = (language: Language): Language => (language === 'de' ? 'en' : 'de');

/**
 * The back office's own frame: the brand with "Back office" and the language switch; no customer
 * sign-in or account menu, no marketing menu, no marketing footer, only the legal links below.
 */
async function expectBackOfficeFrame(page: Page, language: Language) {
  await expect(page.getByRole('banner')).toContainText(l(language, 'staff:brand'));
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${other(language).toUpperCase()} – `) })).toBeVisible();
  await expect(page.getByRole('link', { name: l(language, 'common:brandBar.login'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: l(language, 'common:brandBar.account') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: l(language, 'common:brandBar.menu') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: l(language, 'common:footer.contact.title') })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: l(language, 'common:nav.imprint') })).toBeVisible();
}

/** Takes up an invitation on its page: password, the key shown beside the QR code, a code; answers the secret. */
async function enrol(page: Page, language: Language, link: string): Promise<string> {
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staff:enrolment.title'));
  await expect(page.getByRole('img', { name: l(language, 'staff:enrolment.qrAlt') })).toBeVisible();
  await expectBackOfficeFrame(page, language);
  await expect(page.getByRole('navigation', { name: l(language, 'staff:frame.navLabel') })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(l(language, 'auth:fields.newPassword'), { exact: true }).fill(password);
  await page.getByLabel(l(language, 'auth:fields.newPasswordConfirmation')).fill(password);
  // A wrong code first: a clear error, and nothing is set up.
  const wrong = codeFor(secret, 10);
  await page.getByLabel(l(language, 'staff:fields.enrolmentCode')).fill(wrong);
  await page.getByRole('button', { name: l(language, 'staff:enrolment.submit') }).click();
  await expect(page.getByText(l(language, 'errors:invalid_code')).first()).toBeVisible();
  await page.getByLabel(l(language, 'staff:fields.enrolmentCode')).fill(codeFor(secret));
  await page.getByRole('button', { name: l(language, 'staff:enrolment.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staff:enrolment.doneTitle'));
  await expect(page.getByRole('list', { name: l(language, 'staff:enrolment.recoveryLabel') }).getByRole('listitem')).toHaveCount(10);
  return secret;
}

const signIn = staffSignIn;

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

for (const language of ['de', 'en'] as const) {
  test(`${language}: admin from the CLI enrols, invites a caseworker, who is refused admin actions; the audit log shows it all`, async ({ browser }) => {
    test.setTimeout(180_000);
    const id = randomBytes(4).toString('hex');
    const adminEmail = `admin.${id}@provider.example`;
    const workerEmail = `sachbearbeitung.${id}@provider.example`;

    const created = await casesCli(['create-admin', '--email', adminEmail, '--name', 'Alex Admin', '--language', language]);
    expect(created.code).toBe(0);
    const link = /https?:\/\/\S+token=\S+/.exec(created.stdout)?.[0];
    expect(link).toBeDefined();

    const admin = await freshPage(browser);
    const adminSecret = await enrol(admin, language, link!);
    // The link is used up.
    await admin.goto(pathOf(link!));
    await expect(admin.getByText(l(language, 'errors:invitation_invalid'))).toBeVisible();

    // A wrong code is refused as a wrong password is (nobody learns the password was right); the right one (a later step) signs in.
    await signIn(admin, language, adminEmail, '000000' === codeFor(adminSecret, 1) ? '111111' : '000000');
    await expect(admin.getByText(l(language, 'errors:staff_sign_in_failed'))).toBeVisible();
    await signIn(admin, language, adminEmail, codeFor(adminSecret, 1));
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staff:home.welcome', { name: 'Alex Admin' }));
    await expect(admin.getByText(l(language, 'staff:home.role', { role: l(language, 'staff:roles.admin') }))).toBeVisible();
    const home = await admin.request.get(routes.staffHome[language]);
    expect(home.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(admin.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectBackOfficeFrame(admin, language);
    const staffNavigation = admin.getByRole('navigation', { name: l(language, 'staff:frame.navLabel') });
    await expect(staffNavigation.getByRole('link')).toHaveText([
      l(language, 'staff:frame.home'),
      l(language, 'staff:frame.cases'),
      l(language, 'staff:frame.declarations'),
      l(language, 'staff:frame.memberships'),
      l(language, 'staff:frame.members'),
      l(language, 'staff:frame.auditLog'),
      l(language, 'staff:frame.reviews'),
    ]);
    await expect(admin.getByRole('banner')).toContainText(l(language, 'staff:frame.signedInAs', { name: 'Alex Admin', role: l(language, 'staff:roles.admin') }));
    // The language switch leads to the same back-office page in the other language, and back.
    await admin.getByRole('banner').getByRole('link', { name: new RegExp(`^${other(language).toUpperCase()} – `) }).click();
    await expect(admin).toHaveURL(new RegExp(`${routes.staffHome[other(language)]}$`));
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(l(other(language), 'staff:home.welcome', { name: 'Alex Admin' }));
    await admin.goto(routes.staffHome[language]);

    // Invite a caseworker.
    await admin.getByRole('link', { name: l(language, 'staff:home.membersLink') }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(l(language, 'staff:members.title'));
    await admin.getByLabel(l(language, 'staff:fields.name')).fill('Chris Case');
    await admin.getByLabel(l(language, 'staff:fields.email')).fill(workerEmail);
    await admin.getByRole('button', { name: l(language, 'staff:members.inviteSubmit'), exact: true }).click();
    await expect(admin.getByText(l(language, 'staff:members.invited', { email: workerEmail }))).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(workerEmail.replace(/\./g, '\\.')) })).toContainText(l(language, 'staff:states.invited'));
    expect(await axeViolations(admin)).toEqual([]);

    // The caseworker enrols from the mail and signs in.
    const worker = await freshPage(browser);
    const workerSecret = await enrol(worker, language, await mailLink(workerEmail, 'staff_invitation'));
    await signIn(worker, language, workerEmail, codeFor(workerSecret, 1));
    await expect(worker.getByText(l(language, 'staff:home.role', { role: l(language, 'staff:roles.caseworker') }))).toBeVisible();
    await expect(worker.getByRole('link', { name: l(language, 'staff:home.membersLink') })).toHaveCount(0);
    // The caseworker's frame offers the overview and the cases, and works on a 320 px phone with the keyboard.
    await expect(worker.getByRole('navigation', { name: l(language, 'staff:frame.navLabel') }).getByRole('link')).toHaveText([l(language, 'staff:frame.home'), l(language, 'staff:frame.cases'), l(language, 'staff:frame.declarations'), l(language, 'staff:frame.memberships')]);
    await worker.setViewportSize({ width: 320, height: 640 });
    await worker.goto(routes.staffHome[language]);
    expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await worker.keyboard.press('Tab');
    await expect(worker.getByRole('link', { name: l(language, 'common:skipToContent') })).toBeFocused();
    const workerSignOut = worker.getByRole('button', { name: l(language, 'staff:frame.signOut') });
    for (let presses = 0; presses < 10 && !(await workerSignOut.evaluate((button) => button === document.activeElement)); presses++) await worker.keyboard.press('Tab');
    await expect(workerSignOut).toBeFocused();
    await expect(workerSignOut).toBeInViewport();
    expect(await axeViolations(worker)).toEqual([]);

    // Every admin page and call is refused to the caseworker, and changes nothing.
    for (const page of [routes.staffMembers[language], routes.staffAuditLog[language]]) {
      const response = await worker.goto(page);
      expect(response?.status()).toBe(403);
      await expect(worker.getByText(l(language, 'staff:forbidden.text'))).toBeVisible();
    }
    const attempt = await worker.request.post('/api/staff/members', { data: { email: `boese.${id}@provider.example`, name: 'Eve Evil', role: 'admin', language } });
    expect(attempt.status()).toBe(403);
    expect((await attempt.json()).errors[0].code).toBe('forbidden');

    // The admin sees each step in the audit log.
    await admin.goto(routes.staffAuditLog[language]);
    const log = admin.getByRole('table');
    // An entry: who acted (a cell of its own) and the action (another), whatever its records hold.
    const entries = (actor: string, action: string) =>
      log
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: actor, exact: true }) })
        .filter({ has: admin.getByRole('cell', { name: l(language, `staff:audit.actions.staff.${action}`), exact: true }) });
    await expect(entries(adminEmail, 'invited')).toHaveCount(1);
    await expect(entries(adminEmail, 'enrolled')).toHaveCount(1);
    await expect(entries(workerEmail, 'enrolled')).toHaveCount(1);
    await expect(entries(workerEmail, 'signed_in')).toHaveCount(1);
    await expect(entries(l(language, 'staff:audit.cli'), 'created_by_cli').first()).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);

    // The caseworker lost their phone: the admin resets their access, which ends their session at once.
    const firstLink = await mailLink(workerEmail, 'staff_invitation');
    await admin.goto(routes.staffMembers[language]);
    // No admin can reset their own access (other admins of earlier runs have the same name, not the address).
    await expect(admin.getByRole('row', { name: new RegExp(adminEmail.replace(/\./g, '\\.')) }).getByRole('button')).toHaveCount(0);
    admin.once('dialog', (dialog) => dialog.accept());
    const workerRow = admin.getByRole('row', { name: new RegExp(workerEmail.replace(/\./g, '\\.')) });
    await workerRow.getByRole('button', { name: l(language, 'staff:members.resetFor', { name: 'Chris Case' }) }).click();
    await expect(admin.getByText(l(language, 'staff:members.resetDone', { name: 'Chris Case', email: workerEmail }))).toBeVisible();
    await expect(workerRow).toContainText(l(language, 'staff:states.invited'));
    await worker.goto(routes.staffHome[language]);
    await expect(worker).toHaveURL(new RegExp(`${routes.staffSignIn[language]}\\?expired=1$`));
    await expectBackOfficeFrame(worker, language);
    await signIn(worker, language, workerEmail, codeFor(workerSecret, 2));
    await expect(worker.getByText(l(language, 'errors:staff_sign_in_failed'))).toBeVisible();
    // The new mail's link sets up access again, with a new secret.
    let resetLink = firstLink;
    await expect.poll(async () => (resetLink = await mailLink(workerEmail, 'staff_invitation'))).not.toBe(firstLink);
    const newSecret = await enrol(worker, language, resetLink);
    expect(newSecret).not.toBe(workerSecret);
    await signIn(worker, language, workerEmail, codeFor(newSecret, 1));
    await expect(worker.getByText(l(language, 'staff:home.role', { role: l(language, 'staff:roles.caseworker') }))).toBeVisible();
    await admin.goto(routes.staffAuditLog[language]);
    await expect(entries(adminEmail, 'access_reset')).toHaveCount(1);

    // Signing out ends the session: the back office sends the visitor to sign-in.
    await admin.getByRole('button', { name: l(language, 'staff:frame.signOut') }).click();
    await expect(admin.getByText(l(language, 'staff:signIn.signedOut'))).toBeVisible();
    await admin.goto(routes.staffHome[language]);
    await expect(admin).toHaveURL(new RegExp(`${routes.staffSignIn[language]}$`));
  });
}
