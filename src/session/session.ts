import { type Result, signIn, signOut } from '@/api-client/account';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './auth-cookie';
import type { StoredAuth } from './stored-auth';

/** Error key of the spec's message for browsers that refuse the auth cookie. */
export const cookiesDisabled = { key: 'cookiesDisabled', params: {} };

/**
 * Signed out → signed in: signs in with the account service and keeps the session in the auth cookie.
 * A browser that refuses cookies could not stay signed in, so that counts as a failure.
 */
export async function startSession(email: string, password: string): Promise<Result<StoredAuth>> {
  const result = await signIn(email, password);
  if (!result.ok) return result;
  writeStoredAuth(result.value);
  if (!readStoredAuth()) return { ok: false, errors: [cookiesDisabled], status: 0 };
  return result;
}

/** The message an embedding mobile app receives when the customer signs out. */
export const logoutMessage = JSON.stringify({ type: 'logout' });

interface ReactNativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * Signed in → signed out: ends the session at the account service (best effort: the cookie goes
 * either way), and tells an embedding mobile app.
 */
export async function endSession(): Promise<void> {
  const auth = readStoredAuth();
  clearStoredAuth();
  if (auth) await signOut(auth).catch(() => undefined);
  (window as Window & ReactNativeWindow).ReactNativeWebView?.postMessage(logoutMessage);
}
