import { and, eq, lte, sql } from 'drizzle-orm';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { log } from '../../log';
import { countAttempt, liftLock } from '../abuse-limits';
import { sendPasswordChangedMail, sendPasswordResetMail } from '../account-mails';
import { normaliseEmail } from '@/basics/email-address';
import { hashPassword } from '../passwords';
import { passwordResets, users } from '../../db/tables/accounts';
import { proveCaseOfAddress } from '../../address-proofs/stores/address-proofs';
import { newClientId, newToken, tokenHash, tokenMatches } from '../../secrets';
import { endAllSessions, type PresentedCredentials } from '../stores/sessions';
import { accountSettings } from '../settings';

/**
 * Password reset in two steps, as the portal's reset screen expects: the e-mail link carries `uid`,
 * `client_id` and `access-token`; sending them back as headers with a new password sets it. Each link
 * works once and for two hours; several pending links of one account all work until one is used.
 *
 * A request is counted against the limits before the answer; everything that depends on whether the
 * address has an account (looking it up, storing the link, the mail) happens after it, so the answer
 * takes as long for an unknown address as for a known one.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<() => Promise<void>> {
  await countAttempt('passwordReset', ip, email);
  return () => mailResetLink(email);
}

async function mailResetLink(email: string): Promise<void> {
  const db = await getDatabase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // The same answer whether or not the address has an account, so nobody learns who is a client.
  if (!user) return;
  const at = now();
  const clientId = newClientId();
  const accessToken = newToken();
  // Expired links are dead weight: this account's go now, everybody's now and then.
  const expired = lte(passwordResets.expiresAt, at);
  await db.delete(passwordResets).where(Math.random() < 0.01 ? expired : and(eq(passwordResets.userId, user.id), expired));
  await db.insert(passwordResets).values({
    userId: user.id,
    clientId,
    tokenHash: tokenHash(accessToken),
    expiresAt: new Date(at.getTime() + accountSettings.passwordResetLifetimeSeconds * 1000),
    createdAt: at,
  });
  sendPasswordResetMail(user, { clientId, accessToken });
}

const linkInvalid = () => DomainError.of('reset_link_invalid');

/** Finds the pending reset the headers name: user by uid, entry by client, token in constant time. */
export async function findPasswordReset(credentials: PresentedCredentials | undefined) {
  if (!credentials) throw linkInvalid();
  const db = await getDatabase();
  const [row] = await db
    .select({ user: users, reset: passwordResets })
    .from(users)
    .innerJoin(passwordResets, eq(passwordResets.userId, users.id))
    .where(and(eq(users.email, normaliseEmail(credentials.uid)), eq(passwordResets.clientId, credentials.client)));
  if (!row || !tokenMatches(credentials.accessToken, row.reset.tokenHash)) throw linkInvalid();
  if (row.reset.expiresAt <= now()) throw DomainError.of('link_expired');
  return row;
}

/**
 * Sets the new password. In one transaction: the link is used up (with every other pending link of
 * the account), every session ends, and an unconfirmed account counts as confirmed, since the
 * customer has just proved access to the mailbox (and so has the order whose mail carried the link). A sign-in lock on the address is lifted.
 */
export async function completePasswordReset(pending: Awaited<ReturnType<typeof findPasswordReset>>, newPassword: string): Promise<void> {
  const { user, reset } = pending;
  const passwordHash = await hashPassword(newPassword);
  const db = await getDatabase();
  const at = now();
  await db.transaction(async (tx) => {
    // Claiming the entry first makes the link single-use even for two requests at the same moment.
    const claimed = await tx.delete(passwordResets).where(eq(passwordResets.id, reset.id)).returning({ id: passwordResets.id });
    if (claimed.length === 0) throw linkInvalid();
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
      .where(eq(users.id, user.id));
    // The "set your password" link of an order's mail proves that order's address too.
    if (reset.provesCaseId !== null) await proveCaseOfAddress(tx, reset.provesCaseId, user.email, at);
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await endAllSessions(tx, user.id);
  });
  await liftLock(user.email);
  log.info('password reset', { userId: user.id });
  sendPasswordChangedMail(user, at);
}
