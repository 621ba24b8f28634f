import Cookies from 'js-cookie';
import type { StoredAuth } from '@/contracts/accounts';
import { authCookieName, parseStoredAuth } from './stored-auth';

/** What the signed-in script (src/page-setup/inline-scripts.js) decides at page start, kept true after sign-in and sign-out (CSS reads it). */
const markSignedIn = (signedIn: boolean) => document.documentElement.toggleAttribute('data-signed-in', signedIn);

/** The session as the browser has it, or null when signed out or expired. */
export function readStoredAuth(): StoredAuth | null {
  return parseStoredAuth(Cookies.get(authCookieName));
}

export function writeStoredAuth(auth: StoredAuth): void {
  Cookies.set(authCookieName, JSON.stringify(auth), {
    path: '/',
    expires: new Date(auth.expiredAt * 1000),
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  markSignedIn(true);
}

export function clearStoredAuth(): void {
  Cookies.remove(authCookieName, { path: '/' });
  markSignedIn(false);
}
