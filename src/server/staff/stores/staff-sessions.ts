/**
 * Staff sessions: a random 256-bit token in an HttpOnly, SameSite=Strict cookie of its own (Secure
 * where the portal runs on HTTPS, src/server/access/staff-access.ts), stored only as its SHA-256. A session ends after
 * STAFF_SESSION_IDLE_MINUTES without a request and at the latest STAFF_SESSION_MAX_HOURS after the
 * sign-in; a deactivated member's sessions end at once. Customer sessions are another table and
 * another cookie: neither opens the other side.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { now } from '../../clock';
import type { DatabaseExecutor } from '../../db/client';
import { getDatabase } from '../../db/client';
import { newToken, tokenHash } from '../../secrets';
import { type StaffMember, staffMembers, staffSessions } from '../../db/tables/staff';
import { staffSettings } from '../settings';

export interface StaffSession {
  member: StaffMember;
  sessionId: number;
  expiresAt: Date;
}

/** The expiry after a request at `at`: the idle time from then, never past the session's end. */
export function idleExpiry(at: Date, endsAt: Date): Date {
  return new Date(Math.min(at.getTime() + staffSettings.sessionIdleSeconds * 1000, endsAt.getTime()));
}

/** A busy session moves its expiry at most every 30 seconds, so that reads do not all become writes. */
const expiryStepMs = 30_000;

export async function issueStaffSession(tx: DatabaseExecutor, member: StaffMember): Promise<{ token: string; expiresAt: Date }> {
  const at = now();
  const token = newToken();
  const endsAt = new Date(at.getTime() + staffSettings.sessionMaxSeconds * 1000);
  const expiresAt = idleExpiry(at, endsAt);
  await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, member.id), lte(staffSessions.expiresAt, at)));
  await tx.insert(staffSessions).values({ staffId: member.id, tokenHash: tokenHash(token), expiresAt, endsAt, createdAt: at });
  return { token, expiresAt };
}

/**
 * The session a cookie's token names, if it is valid: unexpired, of an active member. The
 * lookup is by the token's hash (a random 256-bit token's hash reveals nothing through timing).
 */
export async function authenticateStaff(token: string | undefined): Promise<StaffSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const db = await getDatabase();
  const [row] = await db
    .select({ member: staffMembers, session: staffSessions })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffMembers.deactivatedAt)));
  const at = now();
  if (!row || row.session.expiresAt <= at) return undefined;
  let expiresAt = row.session.expiresAt;
  const moved = idleExpiry(at, row.session.endsAt);
  if (moved.getTime() - expiresAt.getTime() >= expiryStepMs) {
    await db.update(staffSessions).set({ expiresAt: sql`${moved.toISOString()}::timestamptz` }).where(eq(staffSessions.id, row.session.id));
    expiresAt = moved;
  }
  return { member: row.member, sessionId: row.session.id, expiresAt };
}

export async function endStaffSession(sessionId: number): Promise<void> {
  const db = await getDatabase();
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export async function endAllStaffSessions(tx: DatabaseExecutor, staffId: number): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Staff sessions that have ended (idle or past their last hour), for the daily housekeeping. */
export async function purgeExpiredStaffSessions(at: Date = now()): Promise<number> {
  const db = await getDatabase();
  return (await db.delete(staffSessions).where(lte(staffSessions.expiresAt, at)).returning({ id: staffSessions.id })).length;
}
