import type { ApiRequest } from '../http/api';
import { presentedCredentials } from './auth-headers';
import { type AuthenticatedSession, authenticate, noSession } from '../accounts/stores/sessions';

/** The session named by the request's headers, or 401 unauthorized (for endpoints of other domains under `/api/v1/me`). */
export async function signedInSession(request: ApiRequest): Promise<AuthenticatedSession> {
  const session = await authenticate(presentedCredentials(request));
  if (!session) throw noSession();
  return session;
}
