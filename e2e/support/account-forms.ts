import type { Page } from '@playwright/test';
import type { Language } from '../../src/basics/language';
import { localize as l } from './locales';

/** Fills in the sign-up form on the current page, as Kim Berger, and sends it. */
export async function signUpThroughForm(page: Page, language: Language, email: string, password: string) {
  await page.getByLabel(l(language, 'auth:fields.firstName')).fill('Kim');
  await page.getByLabel(l(language, 'auth:fields.lastName')).fill('Berger');
  await page.getByLabel(l(language, 'auth:fields.email')).fill(email);
  await page.getByLabel(l(language, 'auth:fields.password'), { exact: true }).fill(password);
  await page.getByLabel(l(language, 'auth:fields.passwordConfirmation')).fill(password);
  await page.getByRole('button', { name: l(language, 'auth:signUp.submit') }).click();
}

/** Fills in the sign-in form on the current page and sends it. */
export async function signInThroughForm(page: Page, language: Language, email: string, password: string) {
  await page.getByLabel(l(language, 'auth:fields.email')).fill(email);
  await page.getByLabel(l(language, 'auth:fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: l(language, 'auth:signIn.submit') }).click();
}
