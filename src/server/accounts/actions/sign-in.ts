import { eq } from 'drizzle-orm';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { log } from '../../log';
import { assertNotLocked, clearFailedSignIns, countAttempt, recordFailedSignIn } from '../abuse-limits';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../passwords';
import { type User, users } from '../../db/tables/accounts';
import { type IssuedSession, issueSession, purgeExpiredSessions } from '../stores/sessions';

/** The address (normalised) and password a sign-in presents. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * Sign-in. A wrong password and an unknown address get the same answer after the same work (an
 * argon2 verification either way); only the right password learns that an account is unconfirmed.
 */
export async function signIn({ email, password }: Credentials, ip: string): Promise<{ user: User; session: IssuedSession }> {
  await countAttempt('signIn', ip, email);
  await assertNotLocked(email);
  const db = await getDatabase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordFailedSignIn(email);
    throw DomainError.of('bad_credentials');
  }
  await clearFailedSignIns(email);
  if (!user.confirmedAt) throw DomainError.of('email_not_confirmed');

  if (needsRehash(user.passwordHash)) {
    // Hashes from older parameters are upgraded while the password is at hand.
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  const session = await db.transaction((tx) => issueSession(tx, user));
  if (Math.random() < 0.01) purgeExpiredSessions().catch((error) => log.warn('purging expired sessions failed', { error: String(error) }));
  return { user, session };
}
