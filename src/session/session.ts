import { changePassword, signIn, signOut } from '@/api-client/account';
import type { ApiResponse } from '@/api-client/http';
import type { StoredAuth } from '@/contracts/accounts';
import { errorItem } from '@/contracts/errors';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './auth-cookie';

/**
 * Signed out → signed in: signs in with the account service and keeps the session in the auth cookie.
 * A browser that refuses cookies could not stay signed in, so that counts as a failure.
 */
export async function startSession(email: string, password: string): Promise<ApiResponse<StoredAuth>> {
  const response = await signIn(email, password);
  if (!response.ok) return response;
  writeStoredAuth(response.data);
  if (!readStoredAuth()) return { ok: false, errors: [errorItem('cookies_disabled')], status: 0 };
  return response;
}

/**
 * Signed in → signed in with a new password: the account service ends every other session and renews
 * this one, whose new credentials replace the stored ones. Without a stored session the service is
 * not asked: the answer is `unauthorized`, as the service would give.
 */
export async function changeSessionPassword(change: Parameters<typeof changePassword>[1]): Promise<ApiResponse<StoredAuth>> {
  const auth = readStoredAuth();
  if (!auth) return { ok: false, errors: [errorItem('unauthorized')], status: 401 };
  const response = await changePassword(auth, change);
  if (response.ok) writeStoredAuth(response.data);
  return response;
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
