/**
 * The stored auth object (spec section 3): what the portal keeps of a signed-in session. It lives in
 * the auth cookie (see auth-cookie.ts) so that both the browser and server-rendered pages can read it.
 */
export interface StoredAuth {
  token: string;
  uId: string;
  client: string;
  /** Epoch seconds at which the account service stops accepting the token. */
  expiredAt: number;
}

/**
 * The auth cookie's name. The spec calls it a legacy, product-named cookie; it stays the same when the
 * brand settings change so that sessions survive a rebrand.
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
