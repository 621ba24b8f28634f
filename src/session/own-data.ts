import type { ApiResponse, DownloadedFile } from '@/api-client/http';
import { deleteAccount, downloadAccountData } from '@/api-client/privacy';
import { rateCase } from '@/api-client/reviews';
import type { Language } from '@/basics/language';
import type { Rating } from '@/contracts/reviews';
import type { RunningContractChoice } from '@/contracts/vocabulary/privacy';
import { errorItem } from '@/contracts/errors';
import { clearStoredAuth, readStoredAuth } from './auth-cookie';
import { logoutMessage } from './session';

/**
 * What the signed-in customer does with their own data, with the session the browser holds: the
 * archive, rating a closed case, deleting the account. Without a stored session the service is not
 * asked: the answer is `unauthorized`, as the service would give.
 */
const signedOut = { ok: false as const, errors: [errorItem('unauthorized')], status: 401 };

export async function downloadOwnData(language: Language): Promise<ApiResponse<DownloadedFile>> {
  const auth = readStoredAuth();
  return auth ? downloadAccountData(auth, language) : signedOut;
}

export async function rateOwnCase(caseId: string, rating: Rating) {
  const auth = readStoredAuth();
  return auth ? rateCase(auth, caseId, rating) : signedOut;
}

interface ReactNativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * Deletes the account, confirmed by its password. On success the service has ended every session:
 * the browser forgets its own at once, and an embedding mobile app is told, as at sign-out.
 */
export async function deleteOwnAccount(currentPassword: string, runningContracts?: RunningContractChoice) {
  const auth = readStoredAuth();
  if (!auth) return signedOut;
  const response = await deleteAccount(auth, currentPassword, runningContracts);
  // Kept until its contracts are over, the account and its session stay.
  if (response.ok && response.data.deleted) {
    clearStoredAuth();
    (window as Window & ReactNativeWindow).ReactNativeWebView?.postMessage(logoutMessage);
  }
  return response;
}
