import { eq } from 'drizzle-orm';
import { resetClock, setClock } from '@/server/clock';
import { staffMembers } from '@/server/db/tables/staff';
import { testServerForFile } from '../support/test-server';
import { answer, failure, setUpAccountTests } from '../support/accounts';
import { adminByCli, enrol, post, staffPassword, staffSignIn, staffTotpKey, tokenOf, totpCode } from '../support/staff';

const server = testServerForFile();
setUpAccountTests();

const storedSecret = async (email: string) =>
  (await server.database.db.select({ secret: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.email, email)))[0].secret!;

afterEach(() => {
  process.env.STAFF_TOTP_KEY = staffTotpKey;
  resetClock();
});

describe('TOTP secrets at rest', () => {
  it('are stored sealed: the database holds neither the secret nor anything that gives a code', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    const stored = await storedSecret(email);
    expect(stored).toMatch(/^v1:[\w-]{16}:[\w-]+$/);
    expect(stored).not.toContain(secret);
    expect(await staffSignIn(server, email, secret)).toMatch(/^klarfall_staff=/);
  });

  it('seals a secret stored before sealing at the next sign-in, which still works', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    await server.database.db.update(staffMembers).set({ totpSecret: secret }).where(eq(staffMembers.email, email));
    await staffSignIn(server, email, secret);
    const stored = await storedSecret(email);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    // A code of a later step than the one just used, read with the sealed secret.
    const inTwoMinutes = Date.now() + 120_000;
    setClock(() => new Date(inTwoMinutes));
    await staffSignIn(server, email, secret);
  });

  it('refuses enrolment and sign-in with 503 while the key is missing, and changes nothing', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    const other = await adminByCli(server);
    process.env.STAFF_TOTP_KEY = '';
    const start = await answer(await post(server, '/api/staff/enrolment/start', { token: tokenOf(other.link) }));
    expect(start).toEqual(failure(503, 'not_configured'));
    const signIn = await answer(await post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, 1) }));
    expect(signIn).toEqual(failure(503, 'not_configured'));
    process.env.STAFF_TOTP_KEY = staffTotpKey;
    // The code was not used up by the refused attempt.
    await staffSignIn(server, email, secret, 1);
  });

  it('answers 503 when the key was changed, as the stored secrets no longer open', async () => {
    const { email, link } = await adminByCli(server);
    const { secret } = await enrol(server, link);
    process.env.STAFF_TOTP_KEY = 'another-staff-totp-key-of-32-characters!';
    const signIn = await answer(await post(server, '/api/staff/sign_in', { email, password: staffPassword, code: totpCode(secret, 1) }));
    expect(signIn).toEqual(failure(503, 'not_configured'));
  });
});
