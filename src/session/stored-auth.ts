/**
 * The stored auth object (the session's token, uid, client and expiry) lives in the auth cookie, so
 * that both the browser (auth-cookie.ts) and server-rendered pages (page-request.ts) can read it.
 */
import type { StoredAuth } from '@/contracts/accounts';

/**
 * The auth cookie's name: a product name from before the brand settings, kept as it is so that
 * sessions survive a rebrand.
 */
export const authCookieName = 'klarfall_auth';

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Reads a cookie value; anything malformed or expired counts as no session. */
export function parseStoredAuth(raw: string | undefined | null, nowSeconds = Date.now() / 1000): StoredAuth | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, uId, client, expiredAt } = value as Record<string, unknown>;
  if (!isNonEmptyString(token) || !isNonEmptyString(uId) || !isNonEmptyString(client)) return null;
  if (typeof expiredAt !== 'number' || !Number.isFinite(expiredAt) || expiredAt <= nowSeconds) return null;
  return { token, uId, client, expiredAt };
}
