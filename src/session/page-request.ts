import type { ServerResponse } from 'node:http';
import { signOut } from '@/api-client/account';
import type { StoredAuth } from '@/contracts/accounts';
import { authCookieName, parseStoredAuth } from './stored-auth';

/**
 * The stored auth as server-rendered pages meet it: in the request's auth cookie. Only this folder
 * reads or writes that cookie, in the browser (auth-cookie.ts) and on the server (here).
 */
export const storedAuthOfRequest = (req: { cookies: Partial<Record<string, string>> }): StoredAuth | null =>
  parseStoredAuth(req.cookies[authCookieName]);

/** Forgets the session in the browser, when the account service no longer knows it. */
export function forgetStoredAuth(res: Pick<ServerResponse, 'setHeader'>): void {
  res.setHeader('Set-Cookie', `${authCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
}

/**
 * Writes the stored auth with the session's new expiry, as the browser's auth-cookie.ts would: a
 * session lasts while it is used, and every authenticated answer moves its `expiry` on. Encoded as
 * js-cookie and the pre-paint signed-in script decode it.
 */
export function renewStoredAuth(res: Pick<ServerResponse, 'setHeader'>, auth: StoredAuth, { secure }: { secure: boolean }): void {
  const expires = new Date(auth.expiredAt * 1000).toUTCString();
  res.setHeader('Set-Cookie', `${authCookieName}=${encodeURIComponent(JSON.stringify(auth))}; Path=/; Expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`);
}

/**
 * Signed in → signed out on the server, for browsers without the app's JavaScript: ends the session at
 * the account service (best effort: the cookie goes either way) and deletes the auth cookie.
 */
export async function endSessionOfRequest(req: { cookies: Partial<Record<string, string>> }, res: Pick<ServerResponse, 'setHeader'>): Promise<void> {
  const auth = storedAuthOfRequest(req);
  forgetStoredAuth(res);
  if (auth) await signOut(auth).catch(() => undefined);
}
