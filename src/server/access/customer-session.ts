/**
 * The customer's session, as every endpoint under `/api/v1` asks for it: the account named by the
 * request's devise_token_auth headers, or 401 unauthorized. The one place that requires it; the
 * account service repeats the session's headers on its answers (`answerHeaders`).
 */
import type { ApiRequest } from '../http/api';
import { type AuthenticatedSession, authenticate, noSession, type PresentedCredentials } from '../accounts/stores/sessions';
import { presentedCredentials, sessionHeaders } from './auth-headers';

export interface SignedInCustomer extends AuthenticatedSession {
  credentials: PresentedCredentials;
}

/**
 * The address of a signed-in, confirmed account the request comes with, if any: an order for exactly
 * that address needs no further proof that the address is the customer's.
 */
export async function provenAddressOf(request: Pick<ApiRequest, 'headers'>): Promise<string | undefined> {
  const credentials = presentedCredentials(request);
  const session = credentials && (await authenticate(credentials));
  return session && session.user.confirmedAt ? session.user.email : undefined;
}

/** The signed-in customer of the request; 401 unauthorized without a valid, unexpired session. */
export async function signedInCustomer(request: Pick<ApiRequest, 'headers'>): Promise<SignedInCustomer> {
  const credentials = presentedCredentials(request);
  const session = credentials && (await authenticate(credentials));
  if (!credentials || !session) throw noSession();
  return { ...session, credentials };
}

/** devise_token_auth (change_headers_on_each_request = false) repeats the same headers on every answer. */
export const answerHeaders = ({ user, credentials, expiresAt }: SignedInCustomer): Record<string, string> =>
  sessionHeaders({ uid: user.email, client: credentials.client, accessToken: credentials.accessToken, expiresAt });
