import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { countAttempt } from '../abuse-limits';
import { sendConfirmationMail } from '../account-mails';
import { languageOf } from '../customer-language';
import { hashPassword } from '../passwords';
import { type User, users } from '../../db/tables/accounts';
import { newToken, tokenHash } from '../../secrets';
import { accountSettings } from '../settings';
import { isUniqueViolation } from '../../db/database-errors';

/** A new account's data: the address normalised, the names trimmed. */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const emailTaken = () => DomainError.of('taken', 'user.email');

/**
 * Registration: stores the account unconfirmed and mails a confirmation link in the customer's
 * language. An address that has an account answers `user.email.taken`.
 */
export async function register(registration: NewAccount, language: Language, ip: string): Promise<User> {
  await countAttempt('registration', ip, registration.email);
  const db = await getDatabase();
  const [existing] = await db.select({ id: users.id, confirmedAt: users.confirmedAt, confirmationTokenHash: users.confirmationTokenHash }).from(users).where(eq(users.email, registration.email));
  // An account made for an order (account-for-order.ts) was never registered nor confirmed: registering
  // takes it over as a new registration would, confirmed by the same mail; its set-password link stays valid.
  const madeForOrder = existing && !existing.confirmedAt && !existing.confirmationTokenHash;
  if (existing && !madeForOrder) throw emailTaken();

  const passwordHash = await hashPassword(registration.password);
  const token = newToken();
  const at = now();
  let user: User;
  if (existing && madeForOrder) {
    const claimed = await db
      .update(users)
      .set({ passwordHash, firstName: registration.firstName, lastName: registration.lastName, language, confirmationTokenHash: tokenHash(token), confirmationSentAt: at, updatedAt: at })
      .where(and(eq(users.id, existing.id), isNull(users.confirmedAt), isNull(users.confirmationTokenHash)))
      .returning();
    if (claimed.length === 0) throw emailTaken();
    sendConfirmationMail(claimed[0], token);
    return claimed[0];
  }
  try {
    [user] = await db
      .insert(users)
      .values({
        email: registration.email,
        passwordHash,
        firstName: registration.firstName,
        lastName: registration.lastName,
        language,
        confirmationTokenHash: tokenHash(token),
        confirmationSentAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  sendConfirmationMail(user, token);
  return user;
}

export type ConfirmationOutcome =
  | { result: 'confirmed' | 'already_confirmed' | 'expired'; language: Language }
  | { result: 'invalid' };

/**
 * The confirmation link. It confirms once; opening it again later changes nothing and, since the
 * account is confirmed, still leads to sign-in (mail scanners often open links before the customer
 * does). A newer link replaces it; an expired one confirms nothing.
 */
export async function confirmEmail(token: string | null): Promise<ConfirmationOutcome> {
  if (!token || token.length > 200) return { result: 'invalid' };
  const db = await getDatabase();
  const [user] = await db.select().from(users).where(eq(users.confirmationTokenHash, tokenHash(token)));
  if (!user) return { result: 'invalid' };
  const language = languageOf(user);
  if (user.confirmedAt) return { result: 'already_confirmed', language };
  const at = now();
  const sentAt = user.confirmationSentAt ?? user.createdAt;
  if (sentAt.getTime() + accountSettings.confirmationLifetimeSeconds * 1000 <= at.getTime()) {
    return { result: 'expired', language };
  }
  await db
    .update(users)
    .set({ confirmedAt: at, updatedAt: at })
    .where(and(eq(users.id, user.id), isNull(users.confirmedAt)));
  return { result: 'confirmed', language };
}

/**
 * Sends a fresh confirmation link (the old one stops working). The answer is the same whether the
 * address has an unconfirmed account, a confirmed one or none, and so is its timing: the request is
 * counted before the answer, the rest happens after it.
 */
export async function resendConfirmation(email: string, ip: string): Promise<() => Promise<void>> {
  await countAttempt('confirmation', ip, email);
  return () => mailNewConfirmationLink(email);
}

async function mailNewConfirmationLink(email: string): Promise<void> {
  const db = await getDatabase();
  const token = newToken();
  const at = now();
  const [user] = await db
    .update(users)
    .set({ confirmationTokenHash: tokenHash(token), confirmationSentAt: at, updatedAt: at })
    .where(and(eq(users.email, email), isNull(users.confirmedAt)))
    .returning();
  if (user) sendConfirmationMail(user, token);
}
