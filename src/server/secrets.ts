/**
 * Random secrets for access tokens and e-mail links. 32 random bytes (256 bits, base64url) are far
 * beyond guessing, so a fast SHA-256 is enough to store them: a leaked table yields no usable token,
 * and no slow hash is needed as for passwords.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

/** devise_token_auth's client id: public, identifies one signed-in browser or app of a user. */
export const newClientId = () => randomBytes(16).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/**
 * Keys the rate limiter stores for an e-mail address: a hash, so the counter table holds no
 * addresses (attempts with unknown addresses are counted too).
 */
export const addressKey = (email: string) => createHash('sha256').update(email, 'utf8').digest('base64url').slice(0, 32);
