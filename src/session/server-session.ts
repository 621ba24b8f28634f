import type { IncomingMessage, ServerResponse } from 'node:http';
import { signOut } from '@/api-client/account';
import { authCookieName, parseStoredAuth, type StoredAuth } from './stored-auth';

type PageRequest = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** A Set-Cookie value that makes the browser drop the auth cookie at once. */
export const expiredAuthCookie = `${authCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The session a request to a server-rendered page carries in its auth cookie, if any. */
export const sessionOf = (req: PageRequest): StoredAuth | null => parseStoredAuth(req.cookies[authCookieName]);

/**
 * Signed in → signed out on the server, for browsers without the app's JavaScript: ends the session at
 * the account service (best effort: the cookie goes either way) and deletes the auth cookie.
 */
export async function endServerSession(req: PageRequest, res: ServerResponse): Promise<void> {
  const auth = sessionOf(req);
  res.setHeader('Set-Cookie', expiredAuthCookie);
  if (auth) await signOut(auth).catch(() => undefined);
}
