import { authCookieName, type StoredAuth } from './stored-auth';

/**
 * The auth cookie as a `Set-Cookie` header, for server-rendered pages: the same cookie that
 * auth-cookie.ts writes in the browser (readable by the portal's scripts, as the spec's stored auth
 * object; expiring with the session), encoded as js-cookie and signed-in-script.js decode it.
 */
export function storedAuthCookie(auth: StoredAuth, { secure }: { secure: boolean }): string {
  const expires = new Date(auth.expiredAt * 1000).toUTCString();
  return `${authCookieName}=${encodeURIComponent(JSON.stringify(auth))}; Path=/; Expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Removes the auth cookie (the service no longer knows the session). */
export const clearedAuthCookie = () => `${authCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
