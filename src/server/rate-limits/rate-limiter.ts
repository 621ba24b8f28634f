import { eq, lt, sql } from 'drizzle-orm';
import { now } from '../clock';
import { getDatabase } from '../db/client';
import { tooManyRequests } from '../domain-error';
import { rateLimitCounters } from '../db/tables/rate-limits';

export interface RateLimit {
  /** Most hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

const toState = (hits: number, windowEndsAt: Date, limit: number, at: Date): RateLimitState => ({
  allowed: hits <= limit,
  hits,
  retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000)),
});

/**
 * Counts one hit on `key` (or `weight` hits: the bytes of an upload) and tells whether it is still
 * within the limit. Atomic across instances.
 */
export async function consume(key: string, { limit, windowSeconds }: RateLimit, weight = 1): Promise<RateLimitState> {
  const db = await getDatabase();
  const at = now();
  const windowEndsAt = new Date(at.getTime() + windowSeconds * 1000);
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: weight, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then ${weight}::integer else ${rateLimitCounters.hits} + ${weight}::integer end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (Math.random() < 0.01) void purgeExpired();
  return toState(row.hits, row.windowEndsAt, limit, at);
}

/** Counts one more hit of `key`; refuses with too_many_requests (and when to try again) beyond the limit. */
export async function withinRateLimit(key: string, limit: RateLimit): Promise<void> {
  const state = await consume(key, limit);
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
}

/** The current count without adding a hit. */
export async function peek(key: string, { limit }: Pick<RateLimit, 'limit'>): Promise<RateLimitState> {
  const db = await getDatabase();
  const at = now();
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  if (!row || row.windowEndsAt <= at) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  return toState(row.hits, row.windowEndsAt, limit, at);
}

export async function reset(key: string): Promise<void> {
  const db = await getDatabase();
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Old windows are dead weight; dropped now and then as a side effect of counting. */
async function purgeExpired(): Promise<void> {
  const db = await getDatabase();
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now())).catch(() => undefined);
}
