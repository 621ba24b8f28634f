import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import type { Language } from '../../src/basics/language';
import { routes } from '../../src/routes';
import { casesCli, freshEmail } from './cases-cli';
import { localize as l } from './locales';

/** The password every staff member of the e2e runs sets. */
export const staffPassword = 'backoffice-kennwort-9';

/** A code of the authenticator app, `steps` periods from now (each step's code is good once). */
export const codeFor = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Fills in and sends the staff sign-in form. */
export async function staffSignIn(page: Page, language: Language, email: string, code: string) {
  await page.goto(routes.staffSignIn[language]);
  await page.getByLabel(l(language, 'staff:fields.email')).fill(email);
  await page.getByLabel(l(language, 'staff:fields.password'), { exact: true }).fill(staffPassword);
  await page.getByLabel(l(language, 'staff:fields.code')).fill(code);
  await page.getByRole('button', { name: l(language, 'staff:signIn.submit') }).click();
}

/**
 * A new admin made with the command line as in production, enrolled through the staff API and signed
 * in on `page` through the form; the page ends on the back office's home.
 */
export async function signedInAdmin(page: Page, language: Language) {
  const email = freshEmail('admin');
  const created = await casesCli(['create-admin', '--email', email, '--name', 'Alex Admin', '--language', language]);
  const token = new URL(/https?:\/\/\S+token=\S+/.exec(created.stdout)![0]).searchParams.get('token');
  const started = await page.request.post('/api/staff/enrolment/start', { data: { token } });
  const secret = ((await started.json()) as { totp: { secret: string } }).totp.secret;
  const enrolled = await page.request.post('/api/staff/enrolment', { data: { token, password: staffPassword, password_confirmation: staffPassword, code: codeFor(secret) } });
  expect(enrolled.status()).toBe(200);
  await staffSignIn(page, language, email, codeFor(secret, 1));
  await expect(page).toHaveURL(new RegExp(`${routes.staffHome[language]}$`));
  return email;
}
