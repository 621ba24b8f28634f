import { randomBytes } from 'node:crypto';
import { resetClock, setClock } from '@/server/clock';
import { passwordHashing } from '@/server/accounts/passwords';
import { backgroundWorkSettled } from '@/server/background-work';
import { lastMailTo, outboxMails, type OutboxMail } from '../../support/mail-outbox';
import type { TestServer } from './test-server';

/** Helpers for the account service's integration tests. */
export const password = 'richtig-geheim-42';

export const uniqueEmail = (name = 'kunde') => `${name}.${randomBytes(4).toString('hex')}@example.de`;

export function registrationBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    user: { email, password, password_confirmation: password, first_name: 'Kim', last_name: 'Berger', ...overrides },
  };
}

export async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The outbox after every mail the server started sending has been written. */
export async function mailsTo(server: TestServer, address: string): Promise<OutboxMail[]> {
  await backgroundWorkSettled();
  return outboxMails(server.mailDir, address);
}

export async function lastMail(server: TestServer, address: string): Promise<OutboxMail> {
  await backgroundWorkSettled();
  return lastMailTo(server.mailDir, address);
}

/** Opens a link from a mail against the test server (same path and query, without following redirects). */
export function openLink(server: TestServer, link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return server.request(`${url.pathname}${url.search}`, { redirect: 'manual', headers });
}

export async function register(server: TestServer, email = uniqueEmail(), overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await server.request('/api/v1/users', { method: 'POST', body: registrationBody(email, overrides), headers });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return email;
}

/** Registers and confirms through the e-mail link, as a customer would. */
export async function confirmedAccount(server: TestServer, email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
  await register(server, email, overrides);
  const mail = await lastMail(server, email);
  const response = await openLink(server, mail.links[0]);
  if (response.status !== 302) throw new Error(`confirmation failed: ${response.status}`);
  return email;
}

export interface SessionHeaders extends Record<string, string> {
  'access-token': string;
  client: string;
  uid: string;
  expiry: string;
  'token-type': string;
}

export async function signIn(server: TestServer, email: string, secret = password, headers: Record<string, string> = {}) {
  return server.request('/api/v1/users/sign_in', { method: 'POST', body: { user: { email, password: secret } }, headers });
}

/** Signs in and returns the session headers a client sends back. */
export async function sessionOf(server: TestServer, email: string, secret = password): Promise<SessionHeaders> {
  const response = await signIn(server, email, secret);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const pick = (name: string) => response.headers.get(name) ?? '';
  return { 'access-token': pick('access-token'), client: pick('client'), uid: pick('uid'), expiry: pick('expiry'), 'token-type': pick('token-type') };
}

/** A clock that stands still (from the real time) until the test moves it forward. */
export function movableClock() {
  let current = Date.now();
  setClock(() => new Date(current));
  return {
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

export const failure = (status: number, code: string, path: string | null = null) => ({
  status,
  body: { status: 'failure', errors: [expect.objectContaining({ path, code })] },
});

/**
 * Hooks for an account test file: real time again after every test that moved the clock, and, unless
 * the file tests them, no per-IP limits: every request of a test comes from 127.0.0.1, and the files' many
 * sign-ups and sign-ins would be refused.
 */
export function setUpAccountTests({ ipLimits = false }: { ipLimits?: boolean } = {}) {
  // Some tests sign in dozens of times, each an argon2id verification at production strength.
  jest.setTimeout(30_000);
  beforeAll(() => {
    if (ipLimits) return;
    for (const action of ['SIGN_IN', 'REGISTRATION', 'PASSWORD_RESET', 'CONFIRMATION']) {
      process.env[`RATE_LIMIT_${action}_PER_IP`] = '100000/60';
    }
  });
  afterEach(async () => {
    await backgroundWorkSettled();
    resetClock();
  });
}

/**
 * For a test file that hashes and checks passwords by the dozen (limits, lockouts, sessions): argon2id
 * at a low cost (1 MiB, one pass) for this file alone. Jest gives each file its own modules, so the
 * server of this file hashes and checks with that cost throughout; production's cost (passwords.ts)
 * holds everywhere else, and its unit test checks it.
 */
export function hashPasswordsCheaply() {
  const production = { ...passwordHashing };
  beforeAll(() => Object.assign(passwordHashing, { memoryCost: 1024, timeCost: 1 }));
  afterAll(() => Object.assign(passwordHashing, production));
}

/** The same token with its last character changed. */
export const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
