/**
 * A signed-in customer changes their password. The current password is checked as at sign-in (the
 * same rate limits and lockout, argon2id), so whoever holds only a session, say a browser left
 * signed in, cannot take the account over.
 *
 * On success, in one transaction: the new hash is stored, pending reset links are voided, every
 * session of the account ends (other browsers, the app, a copied token of this very session) and the
 * client that asked gets a fresh session, whose credentials the answer carries. A notice goes to the
 * account's address, in its language, so that an owner who did not change it learns of it.
 */
import { and, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { log } from '../../log';
import { assertNotLocked, clearFailedSignIns, countAttempt, recordFailedSignIn } from '../abuse-limits';
import { sendPasswordChangedMail } from '../account-mails';
import { hashPassword, verifyPassword } from '../passwords';
import { accountSessions, passwordResets, users } from '../../db/tables/accounts';
import { type AuthenticatedSession, endAllSessions, type IssuedSession, issueSession, noSession } from '../stores/sessions';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(session: AuthenticatedSession, change: PasswordChange, ip: string): Promise<IssuedSession> {
  const { user } = session;
  // A wrong current password is a guessed password: it counts in the sign-in buckets and towards the lock.
  await countAttempt('signIn', ip, user.email);
  await assertNotLocked(user.email);
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    await recordFailedSignIn(user.email);
    throw DomainError.of('wrong_password', 'user.current_password');
  }
  await clearFailedSignIns(user.email);

  const passwordHash = await hashPassword(change.newPassword);
  const db = await getDatabase();
  const at = now();
  const renewed = await db.transaction(async (tx) => {
    // Under the account's row lock, this session must still exist: a reset or another change in the
    // meantime ended it, and then this request has no right to a fresh one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [current] = await tx
      .select({ id: accountSessions.id })
      .from(accountSessions)
      .where(and(eq(accountSessions.id, session.sessionId), eq(accountSessions.userId, user.id)));
    if (!current) throw noSession();
    await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await endAllSessions(tx, user.id);
    return issueSession(tx, user);
  });
  log.info('password changed', { userId: user.id });
  sendPasswordChangedMail(user, at);
  return renewed;
}
