import { generateSync } from 'otplib';
import { now } from '@/server/clock';
import { answer, backofficeHeaders } from './cases';
import type { TestServer } from './test-server';
import { lastMail, uniqueEmail } from './accounts';

/** Helpers for the staff service's integration tests. */

// Every test file enrols its staff from 127.0.0.1; the test of the limit sets its own.
process.env.RATE_LIMIT_ENROLMENT_PER_IP = '1000/3600';
export const staffPassword = 'backoffice-geheim-42';

/** STAFF_TOTP_KEY of the test server (test-server.ts). */
export const staffTotpKey = 'integration-staff-totp-key-5e0b7c2d9a41';

/** A TOTP code for the secret at the server's clock, `steps` periods away. */
export const totpCode = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(now().getTime() / 1000) + steps * 30 });

export const staffCookieOf = (response: Response): string => {
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
};

export const post = (server: TestServer, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: 'POST', body, headers });

/** The token of an enrolment link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Creates an admin as the CLI does; answers the enrolment link. */
export async function adminByCli(server: TestServer, email = uniqueEmail('admin')) {
  const response = await post(server, '/api/backoffice/staff/admins', { email, name: 'Alex Admin' }, backofficeHeaders);
  const { status, body } = await answer(response);
  if (status !== 201) throw new Error(`creating an admin failed: ${status} ${JSON.stringify(body)}`);
  return { email, link: body.enrolment_link as string, id: body.member.id as number };
}

/** Takes up an invitation: answers the TOTP secret and the recovery codes. */
export async function enrol(server: TestServer, link: string) {
  const token = tokenOf(link);
  const started = await answer(await post(server, '/api/staff/enrolment/start', { token }));
  if (started.status !== 200) throw new Error(`starting enrolment failed: ${JSON.stringify(started)}`);
  const secret = started.body.totp.secret as string;
  const done = await answer(
    await post(server, '/api/staff/enrolment', { token, password: staffPassword, password_confirmation: staffPassword, code: totpCode(secret) }),
  );
  if (done.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(done)}`);
  return { secret, recoveryCodes: done.body.recovery_codes as string[] };
}

/** Signs in with a TOTP code of a later step (each step is good once); answers the cookie. */
export async function staffSignIn(server: TestServer, email: string, secret: string, steps = 1) {
  const response = await post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, steps) });
  if (response.status !== 200) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  return staffCookieOf(response);
}

/** An enrolled, signed-in admin. */
export async function signedInAdmin(server: TestServer) {
  const { email, link, id } = await adminByCli(server);
  const { secret, recoveryCodes } = await enrol(server, link);
  const cookie = await staffSignIn(server, email, secret);
  return { email, id, secret, recoveryCodes, cookie };
}

/** An admin invites a caseworker, who enrols and signs in. */
export async function signedInCaseworker(server: TestServer, adminCookie: string) {
  const email = uniqueEmail('sachbearbeitung');
  const invited = await answer(await post(server, '/api/staff/members', { email, name: 'Chris Case', role: 'caseworker', language: 'en' }, { Cookie: adminCookie }));
  if (invited.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invited)}`);
  const mail = await lastMail(server, email);
  const { secret, recoveryCodes } = await enrol(server, mail.links[0]);
  const cookie = await staffSignIn(server, email, secret);
  return { email, id: invited.body.member.id as number, secret, recoveryCodes, cookie, mail };
}
