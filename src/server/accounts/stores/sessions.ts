/**
 * The token store, with devise_token_auth's semantics (change_headers_on_each_request = false): each
 * sign-in creates a client with its own random token; the token stays the same for every request of
 * that client; at most `maxClientsPerUser` clients per user, the oldest sign-in dropped first.
 *
 * A token lives while it is used: it ends after SESSION_IDLE_MINUTES without a request, and in any
 * case TOKEN_LIFESPAN_DAYS after the sign-in. Every authenticated answer carries the moved `expiry`.
 * The portal keeps the token in a cookie its scripts can read (the stored auth object, as compatible clients expect), so a
 * stolen token is worth an hour after its owner's last request rather than two weeks (the trade-off
 * is in docs/accounts.md).
 */
import { and, desc, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import { now } from '../../clock';
import type { Database } from '../../db/client';
import { getDatabase, preparedQuery } from '../../db/client';
import { DomainError } from '../../domain-error';
import { normaliseEmail } from '@/basics/email-address';
import { accountSessions, type User, users } from '../../db/tables/accounts';
import { newClientId, newToken, tokenHash, tokenMatches } from '../../secrets';
import { accountSettings } from '../settings';

/** What a client presents to prove a session (or a reset link): devise_token_auth's headers. */
export interface PresentedCredentials {
  uid: string;
  client: string;
  accessToken: string;
}

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
  const expiresAt = slidingExpiry(at, at);
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

/** The expiry after a request at `at`: the idle time from now, never past the lifespan from the sign-in. */
function slidingExpiry(signedInAt: Date, at: Date): Date {
  const idle = at.getTime() + accountSettings.sessionIdleSeconds * 1000;
  const lifespan = signedInAt.getTime() + accountSettings.tokenLifespanSeconds * 1000;
  return new Date(Math.min(idle, lifespan));
}

/** A busy client moves its expiry at most once a minute, so that reads do not all become writes. */
const expiryStepMs = 60_000;

const sessionOfClient = preparedQuery((db) =>
  db
    // Only what the check needs: pg sets up a parser per returned column on every execution.
    .select({ user: users, session: { id: accountSessions.id, tokenHash: accountSessions.tokenHash, expiresAt: accountSessions.expiresAt, createdAt: accountSessions.createdAt } })
    .from(users)
    .innerJoin(accountSessions, eq(accountSessions.userId, users.id))
    .where(and(eq(users.email, sql.placeholder('email')), eq(accountSessions.clientId, sql.placeholder('client'))))
    .prepare('account_session_of_client'),
);

const moveExpiry = preparedQuery((db) =>
  db
    .update(accountSessions)
    .set({ expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .where(eq(accountSessions.id, sql.placeholder('id')))
    .prepare('account_session_move_expiry'),
);

/**
 * Finds the session the request's headers name: the user by `uid` first, then that user's entry for
 * `client`, then the token compared in constant time with the stored hash. Expired entries count as
 * absent; a valid one moves its expiry on.
 */
export async function authenticate(credentials: PresentedCredentials | undefined): Promise<AuthenticatedSession | undefined> {
  if (!credentials) return undefined;
  const [row] = await (await sessionOfClient()).execute({ email: normaliseEmail(credentials.uid), client: credentials.client });
  if (!row || !tokenMatches(credentials.accessToken, row.session.tokenHash)) return undefined;
  const at = now();
  if (row.session.expiresAt <= at) return undefined;
  let expiresAt = row.session.expiresAt;
  const moved = slidingExpiry(row.session.createdAt, at);
  if (moved.getTime() - expiresAt.getTime() >= expiryStepMs) {
    await (await moveExpiry()).execute({ id: row.session.id, expiresAt: moved.toISOString() });
    expiresAt = moved;
  }
  return { user: row.user, sessionId: row.session.id, expiresAt };
}

/** 401 unauthorized: the request names no valid, unexpired session (or it ended meanwhile). */
export const noSession = () => DomainError.of('unauthorized');

/** Signs one client out; the user's other clients stay signed in. */
export async function endSession(sessionId: number): Promise<void> {
  const db = await getDatabase();
  await db.delete(accountSessions).where(eq(accountSessions.id, sessionId));
}

/** Ends every session of a user (after a password reset). */
export async function endAllSessions(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(accountSessions).where(eq(accountSessions.userId, userId));
}

/** Expired sessions are dead weight; dropped now and then as a side effect of signing in. Answers how many. */
export async function purgeExpiredSessions(): Promise<number> {
  const db = await getDatabase();
  return (await db.delete(accountSessions).where(lte(accountSessions.expiresAt, now())).returning({ id: accountSessions.id })).length;
}
