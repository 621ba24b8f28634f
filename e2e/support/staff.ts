import { type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import type { Language } from '../../src/basics/language';
import { routes } from '../../src/routes';
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
