import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/server/accounts/passwords';
import { setClock } from '@/server/clock';
import { reset } from '@/server/rate-limits/rate-limiter';
import { staffAuditLog, staffMembers, staffRecoveryCodes, staffSessions } from '@/server/db/tables/staff';
import { testServerForFile } from '../support/test-server';
import { answer, confirmedAccount, failure, hashPasswordsCheaply, lastMail, password, setUpAccountTests, signIn, uniqueEmail } from '../support/accounts';
import { backofficeHeaders } from '../support/cases';
import {
  adminByCli,
  enrol,
  post,
  signedInAdmin,
  signedInCaseworker,
  staffCookieOf,
  staffPassword,
  staffSignIn,
  tokenOf,
  totpCode,
} from '../support/staff';

// The real hashing, watched: enrolment must not hash for a link it has not checked.
jest.mock('@/server/accounts/passwords', () => {
  const actual = jest.requireActual('@/server/accounts/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

const server = testServerForFile();
setUpAccountTests();
hashPasswordsCheaply();

const me = (cookie: string) => server.request('/api/staff/me', { headers: { Cookie: cookie } });
const auditCount = async () => (await server.database.db.select({ n: count() }).from(staffAuditLog))[0].n;
const later = (minutes: number) => {
  const at = Date.now() + minutes * 60_000;
  setClock(() => new Date(at));
};

describe('the first admin, from the command line', () => {
  it('needs the back-office key and answers a one-time enrolment link', async () => {
    const email = uniqueEmail('admin');
    const refused = await post(server, '/api/backoffice/staff/admins', { email, name: 'Alex Admin' });
    expect(refused.status).toBe(401);
    const { link } = await adminByCli(server, email);
    expect(link).toMatch(/^http:\/\/portal\.test\/backoffice\/einrichten\?token=[\w-]{43}$/);
    expect(await answer(await post(server, '/api/backoffice/staff/admins', { email: email.toUpperCase(), name: 'Alex Admin' }, backofficeHeaders))).toEqual(
      failure(409, 'taken', 'email'),
    );
  });
});

describe('enrolment', () => {
  it('shows the same secret as QR code and text until a code confirms it, then hands out ten recovery codes once', async () => {
    const { link, email } = await adminByCli(server);
    const token = tokenOf(link);
    const first = await answer(await post(server, '/api/staff/enrolment/start', { token }));
    expect(first.body).toEqual({
      email,
      name: 'Alex Admin',
      role: 'admin',
      totp: { secret: expect.stringMatching(/^[A-Z2-7]{16,}$/), uri: expect.stringContaining('otpauth://totp/'), qr_code: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    });
    const svg = Buffer.from(first.body.totp.qr_code.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    const second = await answer(await post(server, '/api/staff/enrolment/start', { token }));
    expect(second.body.totp.secret).toBe(first.body.totp.secret);

    const secret = first.body.totp.secret;
    const wrong = await post(server, '/api/staff/enrolment', { token, password: staffPassword, password_confirmation: staffPassword, code: totpCode(secret, 5) });
    expect(await answer(wrong)).toEqual(failure(422, 'invalid_code', 'code'));
    const [unchanged] = await server.database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(unchanged.passwordHash).toBeNull();
    expect(unchanged.enrolledAt).toBeNull();

    const done = await answer(await post(server, '/api/staff/enrolment', { token, password: staffPassword, password_confirmation: staffPassword, code: totpCode(secret) }));
    expect(done.status).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(new Set(done.body.recovery_codes).size).toBe(10);
    const [enrolled] = await server.database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(enrolled.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(await server.database.db.execute(sql`select * from staff_recovery_codes`))).not.toContain(done.body.recovery_codes[0]);

    expect(await answer(await post(server, '/api/staff/enrolment/start', { token }))).toEqual(failure(404, 'invitation_invalid'));
  });

  it('checks the link and the code before it hashes a password, and limits attempts per client', async () => {
    const { link } = await adminByCli(server);
    const token = tokenOf(link);
    const { body } = await answer(await post(server, '/api/staff/enrolment/start', { token }));
    jest.mocked(hashPassword).mockClear();
    const guessed = { token: 'A'.repeat(43), password: staffPassword, password_confirmation: staffPassword, code: '123456' };
    expect(await answer(await post(server, '/api/staff/enrolment', guessed))).toEqual(failure(404, 'invitation_invalid'));
    const wrongCode = { token, password: staffPassword, password_confirmation: staffPassword, code: totpCode(body.totp.secret, 5) };
    expect(await answer(await post(server, '/api/staff/enrolment', wrongCode))).toEqual(failure(422, 'invalid_code', 'code'));
    expect(hashPassword).not.toHaveBeenCalled();

    await reset('staff_enrolment:ip:127.0.0.1');
    process.env.RATE_LIMIT_ENROLMENT_PER_IP = '3/3600';
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(server, '/api/staff/enrolment', guessed)).status).toBe(404);
      expect((await post(server, '/api/staff/enrolment', guessed)).status).toBe(429);
    } finally {
      process.env.RATE_LIMIT_ENROLMENT_PER_IP = '1000/3600';
    }
  });

  it('refuses an expired invitation and a short password, and changes nothing', async () => {
    const { link } = await adminByCli(server);
    const token = tokenOf(link);
    const { body } = await answer(await post(server, '/api/staff/enrolment/start', { token }));
    const short = await post(server, '/api/staff/enrolment', { token, password: 'kurz', password_confirmation: 'kurz', code: totpCode(body.totp.secret) });
    expect(await answer(short)).toEqual(failure(422, 'too_short', 'password'));
    later(72 * 60 + 1);
    expect(await answer(await post(server, '/api/staff/enrolment/start', { token }))).toEqual(failure(410, 'link_expired', 'token'));
    expect(
      await answer(await post(server, '/api/staff/enrolment', { token, password: staffPassword, password_confirmation: staffPassword, code: totpCode(body.totp.secret) })),
    ).toEqual(failure(410, 'link_expired', 'token'));
    expect(await answer(await post(server, '/api/staff/enrolment/start', { token: 'erfunden' }))).toEqual(failure(404, 'invitation_invalid'));
  });
});

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie of its own and marks answers noindex', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    const response = await post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, 1) });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^klarfall_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const current = await answer(await me(staffCookieOf(response)));
    expect(current.body.staff).toEqual({ id: expect.any(Number), email, name: 'Alex Admin', role: 'admin', state: 'active' });
  });

  it('names the cookie with the __Host- prefix over HTTPS, so no other host can set or overwrite it', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    const appUrl = process.env.APP_URL;
    process.env.APP_URL = 'https://portal.test';
    try {
      const response = await post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, 1) });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^__Host-klarfall_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
      const cookie = staffCookieOf(response);
      expect((await me(cookie)).status).toBe(200);
      // The same token under the name without the prefix, as a subdomain could plant it, counts for nothing.
      expect((await me(cookie.replace('__Host-', ''))).status).toBe(401);
    } finally {
      process.env.APP_URL = appUrl;
    }
  });

  it('refuses a wrong password, a wrong code and a code used before alike, so a stolen password cannot be confirmed', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    const attempt = (body: Record<string, string>) => post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, 1), ...body });
    expect(await answer(await attempt({ password: 'falsch-falsch' }))).toEqual(failure(401, 'staff_sign_in_failed'));
    expect(await answer(await attempt({ code: '000000' === totpCode(secret, 1) ? '111111' : '000000' }))).toEqual(failure(401, 'staff_sign_in_failed'));
    expect((await attempt({})).status).toBe(200);
    // The same code again (a replay within its window) is refused.
    expect(await answer(await attempt({}))).toEqual(failure(401, 'staff_sign_in_failed'));
    expect(await answer(await attempt({ code: 'kein-code' }))).toEqual(failure(401, 'staff_sign_in_failed'));
  });

  it('accepts each recovery code once', async () => {
    const { email, link } = await adminByCli(server);
    const { recoveryCodes } = await enrol(server, link);
    const withCode = (code: string) => post(server, '/api/staff/sign_in', { email, password: staffPassword, code });
    expect((await withCode(recoveryCodes[0].toUpperCase().replace('-', ' '))).status).toBe(200);
    expect(await answer(await withCode(recoveryCodes[0]))).toEqual(failure(401, 'staff_sign_in_failed'));
    expect((await withCode(recoveryCodes[1])).status).toBe(200);
  });

  it('keeps staff and customers apart: neither signs in nor opens a session on the other side', async () => {
    const admin = await signedInAdmin(server);
    expect((await signIn(server, admin.email, staffPassword)).status).toBe(401);
    const customer = await confirmedAccount(server);
    expect(await answer(await post(server, '/api/staff/sign_in', { email: customer, password, code: '123456' }))).toEqual(failure(401, 'staff_sign_in_failed'));
    const customerSession = await signIn(server, customer);
    const headers = Object.fromEntries(['access-token', 'client', 'uid'].map((name) => [name, customerSession.headers.get(name) ?? '']));
    expect((await server.request('/api/staff/me', { headers })).status).toBe(401);
    expect((await server.request('/api/v1/me', { headers: { Cookie: admin.cookie } })).status).toBe(401);
  });

  it('ends a session after the idle time and moves it on with every request', async () => {
    const admin = await signedInAdmin(server);
    later(10);
    expect((await me(admin.cookie)).status).toBe(200);
    later(10 + 14);
    expect((await me(admin.cookie)).status).toBe(200);
    later(10 + 14 + 16);
    expect(await answer(await me(admin.cookie))).toEqual(failure(401, 'unauthorized'));
  });

  it('signs out: the cookie is cleared and the session ends', async () => {
    const admin = await signedInAdmin(server);
    const response = await server.request('/api/staff/session', { method: 'DELETE', headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^klarfall_staff=; .*Max-Age=0/);
    expect((await me(admin.cookie)).status).toBe(401);
  });

  it('locks the address after ten failures, as for customers, even for the right code then', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    for (let attempt = 1; attempt < 10; attempt += 1) {
      expect((await post(server, '/api/staff/sign_in', { email, password: 'falsch-falsch', code: '123456' })).status).toBe(401);
    }
    const tenth = await answer(await post(server, '/api/staff/sign_in', { email, password: 'falsch-falsch', code: '123456' }));
    expect(tenth).toEqual(failure(429, 'account_locked'));
    const right = await answer(await post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, 1) }));
    expect(right.status).toBe(429);
  });
});

describe('roles', () => {
  it('refuses every admin action to a caseworker with 403 forbidden and changes nothing', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const before = await auditCount();
    const membersBefore = await server.database.db.select().from(staffMembers);
    const as = { Cookie: caseworker.cookie };
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/staff/members'],
      ['POST', '/api/staff/members', { email: uniqueEmail(), name: 'Eve Evil', role: 'admin', language: 'de' }],
      ['PATCH', `/api/staff/members/${caseworker.id}`, { role: 'admin' }],
      ['POST', `/api/staff/members/${admin.id}/deactivation`],
      ['POST', `/api/staff/members/${admin.id}/invitation`],
      ['POST', `/api/staff/members/${admin.id}/access_reset`],
      ['GET', '/api/staff/audit-log'],
    ];
    for (const [method, path, body] of attempts) {
      expect([method, path, await answer(await server.request(path, { method, body, headers: as }))]).toEqual([method, path, failure(403, 'forbidden')]);
    }
    expect(await auditCount()).toBe(before);
    expect(await server.database.db.select().from(staffMembers)).toEqual(membersBefore);
    // The caseworker is still signed in and sees their own account.
    expect((await answer(await me(caseworker.cookie))).body.staff.role).toBe('caseworker');
  });

  it('lets an admin invite, promote, demote and deactivate, but never leave no admin', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    expect(caseworker.mail.subject).toContain('back office');
    const as = { Cookie: admin.cookie };
    const patch = (id: number, role: string) => server.request(`/api/staff/members/${id}`, { method: 'PATCH', body: { role }, headers: as });
    expect((await answer(await patch(caseworker.id, 'admin'))).body.member.role).toBe('admin');
    expect((await answer(await me(caseworker.cookie))).body.staff.role).toBe('admin');
    expect((await answer(await patch(caseworker.id, 'caseworker'))).body.member.role).toBe('caseworker');
    const deactivated = await answer(await post(server, `/api/staff/members/${caseworker.id}/deactivation`, undefined, as));
    expect(deactivated.body.member.state).toBe('deactivated');
    expect((await me(caseworker.cookie)).status).toBe(401);
    expect(await server.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, caseworker.id))).toEqual([]);
    expect(await answer(await post(server, '/api/staff/sign_in', { email: caseworker.email, password: staffPassword, code: totpCode(caseworker.secret, 2) }))).toEqual(
      failure(401, 'staff_sign_in_failed'),
    );
    expect(await answer(await patch(caseworker.id, 'admin'))).toEqual(failure(409, 'staff_deactivated'));
    expect(await answer(await server.request('/api/staff/members/999999', { method: 'PATCH', body: { role: 'admin' }, headers: as }))).toEqual(failure(404, 'not_found', 'id'));
    // Once every other admin is gone, the last one can neither step down nor be deactivated.
    const { body } = await answer(await server.request('/api/staff/members', { headers: as }));
    for (const member of body.members) {
      if (member.id !== admin.id && member.role === 'admin' && member.state !== 'deactivated') await post(server, `/api/staff/members/${member.id}/deactivation`, undefined, as);
    }
    expect(await answer(await patch(admin.id, 'caseworker'))).toEqual(failure(409, 'last_admin'));
    expect(await answer(await post(server, `/api/staff/members/${admin.id}/deactivation`, undefined, as))).toEqual(failure(409, 'last_admin'));
    expect((await answer(await me(admin.cookie))).body.staff.role).toBe('admin');
  });

  it('renews the invitation of someone who has not enrolled: the old link stops working', async () => {
    const admin = await signedInAdmin(server);
    const email = uniqueEmail('neu');
    const invited = await answer(await post(server, '/api/staff/members', { email, name: 'Nora Neu', role: 'caseworker', language: 'de' }, { Cookie: admin.cookie }));
    const first = (await lastMail(server, email)).links[0];
    await post(server, `/api/staff/members/${invited.body.member.id}/invitation`, undefined, { Cookie: admin.cookie });
    const second = (await lastMail(server, email)).links[0];
    expect(second).not.toBe(first);
    expect((await post(server, '/api/staff/enrolment/start', { token: tokenOf(first) })).status).toBe(404);
    expect((await post(server, '/api/staff/enrolment/start', { token: tokenOf(second) })).status).toBe(200);
  });

  it('resets the access of someone who lost their phone: sessions end, secrets go, a new enrolment link is mailed once', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const as = { Cookie: admin.cookie };
    const reset = await answer(await post(server, `/api/staff/members/${caseworker.id}/access_reset`, undefined, as));
    expect(reset).toEqual({ status: 200, body: { member: { id: caseworker.id, email: caseworker.email, name: 'Chris Case', role: 'caseworker', state: 'invited' } } });

    expect((await me(caseworker.cookie)).status).toBe(401);
    expect(await server.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, caseworker.id))).toEqual([]);
    expect(await server.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, caseworker.id))).toEqual([]);
    const [cleared] = await server.database.db.select().from(staffMembers).where(eq(staffMembers.id, caseworker.id));
    expect(cleared).toMatchObject({ passwordHash: null, totpSecret: null, totpLastStep: null, enrolledAt: null, deactivatedAt: null });
    // Neither the old password and app nor a recovery code signs in any more.
    for (const code of [totpCode(caseworker.secret, 2), caseworker.recoveryCodes[0]]) {
      expect(await answer(await post(server, '/api/staff/sign_in', { email: caseworker.email, password: staffPassword, code }))).toEqual(failure(401, 'staff_sign_in_failed'));
    }

    const mail = await lastMail(server, caseworker.email);
    expect(mail.links[0]).not.toBe(caseworker.mail.links[0]);
    const { secret } = await enrol(server, mail.links[0]);
    expect(secret).not.toBe(caseworker.secret);
    expect((await answer(await me(await staffSignIn(server, caseworker.email, secret)))).body.staff.state).toBe('active');
    expect((await post(server, '/api/staff/enrolment/start', { token: tokenOf(mail.links[0]) })).status).toBe(404);

    const [entry] = await server.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'staff.access_reset')).orderBy(sql`${staffAuditLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ staffId: admin.id, subjectId: String(caseworker.id) });
    expect(entry.before).toMatchObject({ state: 'active' });
    expect(entry.after).toMatchObject({ state: 'invited' });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|totp|secret/i);
  });

  it("refuses to reset one's own access, a deactivated account or an unknown one, and changes nothing", async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const as = { Cookie: admin.cookie };
    expect(await answer(await post(server, `/api/staff/members/${admin.id}/access_reset`, undefined, as))).toEqual(failure(409, 'own_staff_account'));
    expect((await answer(await me(admin.cookie))).body.staff.state).toBe('active');
    await post(server, `/api/staff/members/${caseworker.id}/deactivation`, undefined, as);
    const before = await auditCount();
    expect(await answer(await post(server, `/api/staff/members/${caseworker.id}/access_reset`, undefined, as))).toEqual(failure(409, 'staff_deactivated'));
    expect(await answer(await post(server, '/api/staff/members/abc/access_reset', undefined, as))).toEqual(failure(404, 'not_found', 'id'));
    expect(await auditCount()).toBe(before);
  });

  it('refuses a state-changing request from another site and changes nothing', async () => {
    const admin = await signedInAdmin(server);
    const before = await auditCount();
    const forged = await post(server, '/api/staff/members', { email: uniqueEmail(), name: 'Eve Evil', role: 'admin', language: 'de' }, {
      Cookie: admin.cookie,
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://evil.example',
    });
    expect(await answer(forged)).toEqual(failure(403, 'cross_site_request'));
    expect(await auditCount()).toBe(before);
  });
});

describe('audit log', () => {
  it('records who did what to whom, before and after, readable by admins page by page', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    await server.request(`/api/staff/members/${caseworker.id}`, { method: 'PATCH', body: { role: 'admin' }, headers: { Cookie: admin.cookie } });
    const { body } = await answer(await server.request('/api/staff/audit-log', { headers: { Cookie: admin.cookie } }));
    expect(body.page).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: admin.email,
      action: 'staff.role_changed',
      subject_type: 'staff',
      subject_id: String(caseworker.id),
      before: expect.objectContaining({ role: 'caseworker' }),
      after: expect.objectContaining({ role: 'admin' }),
    });
    const actions = body.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invited', 'staff.enrolled', 'staff.signed_in', 'staff.created_by_cli']));
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|totp_secret/);
    const beyond = await answer(await server.request(`/api/staff/audit-log?page=${body.pages + 1}`, { headers: { Cookie: admin.cookie } }));
    expect(beyond.body.entries).toEqual([]);
    expect((await server.request('/api/staff/audit-log?page=0', { headers: { Cookie: admin.cookie } })).status).toBe(422);
  });

  it('cannot be changed or deleted, not even in the database', async () => {
    await signedInAdmin(server);
    const before = await auditCount();
    await expect(server.database.db.update(staffAuditLog).set({ actor: 'someone else' })).rejects.toThrow();
    await expect(server.database.db.delete(staffAuditLog)).rejects.toThrow();
    await expect(server.database.db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
    expect(await auditCount()).toBe(before);
  });
});
