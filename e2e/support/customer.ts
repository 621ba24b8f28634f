import { type APIRequestContext, expect } from '@playwright/test';
import type { Language } from '../../src/basics/language';
import type { StoredAuth } from '../../src/contracts/accounts';
import { authCookieName } from '../../src/session/stored-auth';
import { freshEmail, openCaseWithCli } from './cases-cli';
import { mailLink, pathOf } from './outbox';
import { proveOrderAddress } from './orders';

export const customerPassword = 'sicheres-kennwort-7';

/**
 * Signs up with `email` through the account API, confirms through the mail's link and signs in, as a
 * customer would: answers the auth cookie a browser would hold for that session.
 */
export async function signedUpCustomer(request: APIRequestContext, baseURL: string, email: string, language: Language) {
  const signUp = await request.post('/api/v1/users', {
    data: { user: { email, password: customerPassword, password_confirmation: customerPassword, first_name: 'Kim', last_name: 'Berger', locale: language } },
  });
  expect(signUp.status()).toBe(201);
  expect((await request.get(pathOf(await mailLink(email, 'confirmation')))).ok()).toBe(true);
  const signIn = await request.post('/api/v1/users/sign_in', { data: { user: { email, password: customerPassword } } });
  expect(signIn.status()).toBe(200);
  const headers = signIn.headers();
  const auth: StoredAuth = { token: headers['access-token'], client: headers.client, uId: headers.uid, expiredAt: Number(headers.expiry) };
  return { name: authCookieName, value: encodeURIComponent(JSON.stringify(auth)), url: baseURL };
}

/**
 * A confirmed customer with one case, made as in production: the provider opens the case with the CLI,
 * the customer signs up and confirms through the account API, then signs in. Answers the auth cookie a
 * browser would hold for that session and the case's id for its status page.
 */
export async function customerWithCase(request: APIRequestContext, baseURL: string, language: Language, product = 'dismissal') {
  const email = freshEmail('kunde');
  const opened = await openCaseWithCli(['--email', email, '--product', product, '--language', language, '--no-mail']);
  const cookie = await signedUpCustomer(request, baseURL, email, language);
  return { email, caseId: opened.id, reference: opened.reference_number, cookie };
}

/**
 * Takes out tenant protection for `email` through the membership API (the member's own account, an
 * immediate start): answers its mandate reference.
 */
export async function membershipOf(request: APIRequestContext, email: string, language: Language, name = 'Kim Berger'): Promise<string> {
  const { contract_text_version: textVersion } = await (await request.get(`/api/memberships/plans?locale=${language}`)).json();
  const taken = await request.post('/api/memberships', {
    data: {
      plan: 'tenant-protection',
      tariff: 'basic',
      idempotency_key: `e2e-${email.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 100),
      language,
      customer: { email, name },
      account_holder: name,
      iban: 'DE89370400440532013000',
      consent: { text_version: textVersion, typed_name: name, early_start: true, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
    },
  });
  expect(taken.status()).toBe(201);
  // The confirmation mail's link proves the address: the membership starts and the account shows it.
  await proveOrderAddress(request, email);
  return (await taken.json()).membership.mandate_reference;
}
