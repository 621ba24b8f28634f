/**
 * The token store, with devise_token_auth's semantics (change_headers_on_each_request = false): each
 * sign-in creates a client with its own random token, valid for the configured lifespan; the token
 * stays the same for every request of that client; at most `maxClientsPerUser` clients per user, the
 * oldest sign-in dropped first.
 */
import { and, desc, eq, lte, notInArray, or } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/client';
import { getDatabase } from '../db/client';
import type { PresentedCredentials } from './auth-headers';
import { normaliseEmail } from '@/basics/email-address';
import { accountSessions, type User, users } from './schema';
import { newClientId, newToken, tokenHash, tokenMatches } from './secrets';
import { accountSettings } from './settings';

export interface IssuedSession {
  uid: string;
  client: string;
  accessToken: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  user: User;
  sessionId: number;
  expiresAt: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Creates a session for a signed-in user (inside the caller's transaction). */
export async function issueSession(tx: Transaction, user: User): Promise<IssuedSession> {
  const at = now();
  const accessToken = newToken();
  const client = newClientId();
  const expiresAt = new Date(at.getTime() + accountSettings.tokenLifespanSeconds * 1000);
  // Serialises concurrent sign-ins of one user, so the client cap holds exactly.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  await tx.insert(accountSessions).values({ userId: user.id, clientId: client, tokenHash: tokenHash(accessToken), expiresAt, createdAt: at });
  const newest = tx
    .select({ id: accountSessions.id })
    .from(accountSessions)
    .where(eq(accountSessions.userId, user.id))
    .orderBy(desc(accountSessions.createdAt), desc(accountSessions.id))
    .limit(accountSettings.maxClientsPerUser);
  // The oldest beyond the cap go, and expired ones with them.
  await tx
    .delete(accountSessions)
    .where(and(eq(accountSessions.userId, user.id), or(lte(accountSessions.expiresAt, at), notInArray(accountSessions.id, newest))));
  return { uid: user.email, client, accessToken, expiresAt };
}

/**
 * Finds the session the request's headers name: the user by `uid` first, then that user's entry for
 * `client`, then the token compared in constant time with the stored hash. Expired entries count as
 * absent.
 */
export async function authenticate(credentials: PresentedCredentials | undefined): Promise<AuthenticatedSession | undefined> {
  if (!credentials) return undefined;
  const db = await getDatabase();
  const [row] = await db
    .select({ user: users, session: accountSessions })
    .from(users)
    .innerJoin(accountSessions, eq(accountSessions.userId, users.id))
    .where(and(eq(users.email, normaliseEmail(credentials.uid)), eq(accountSessions.clientId, credentials.client)));
  if (!row || !tokenMatches(credentials.accessToken, row.session.tokenHash)) return undefined;
  if (row.session.expiresAt <= now()) return undefined;
  return { user: row.user, sessionId: row.session.id, expiresAt: row.session.expiresAt };
}

/** Signs one client out; the user's other clients stay signed in. */
export async function endSession(sessionId: number): Promise<void> {
  const db = await getDatabase();
  await db.delete(accountSessions).where(eq(accountSessions.id, sessionId));
}

/** Ends every session of a user (after a password reset). */
export async function endAllSessions(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(accountSessions).where(eq(accountSessions.userId, userId));
}

/** Expired sessions are dead weight; dropped now and then as a side effect of signing in. */
export async function purgeExpiredSessions(): Promise<void> {
  const db = await getDatabase();
  await db.delete(accountSessions).where(lte(accountSessions.expiresAt, now()));
}
