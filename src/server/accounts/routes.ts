import { type ApiRequest, created, header, ok, okThen, redirect } from '../http/api';
import { ApiError, errorItem } from '../http/errors';
import type { ApiRoute } from '../http/router';
import { presentedCredentials, sessionHeaders } from './auth-headers';
import { casesForUser } from './customer-cases';
import { customerLanguage, languageOf, preferredLanguage } from './customer-language';
import { parseCredentials, parseEmailOnly, parseNewPassword, parseRegistration } from './input';
import { confirmationPath, signInPage } from './links';
import { completePasswordReset, findPasswordReset, requestPasswordReset } from './password-reset';
import { confirmEmail, register, resendConfirmation } from './registration';
import { authenticate, endSession } from './sessions';
import { signIn } from './sign-in';
import { currentUserData, userData } from './user-json';

/**
 * The account service (spec section 7, docs/accounts.md), compatible with devise_token_auth clients.
 * Handlers only translate HTTP to the services beside them.
 */
const success = { status: 'success' as const };

/** The session named by the request's headers, or 401 unauthorized. */
async function requireSession(request: ApiRequest) {
  const credentials = presentedCredentials(request);
  const session = await authenticate(credentials);
  if (!credentials || !session) {
    throw new ApiError(401, [errorItem('unauthorized')], { 'WWW-Authenticate': 'Bearer' });
  }
  // devise_token_auth (change_headers_on_each_request = false) repeats the same headers on every answer.
  const headers = sessionHeaders({ uid: session.user.email, client: credentials.client, accessToken: credentials.accessToken, expiresAt: session.expiresAt });
  return { ...session, headers };
}

export const accountRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/users',
    handler: async (request) => {
      const registration = parseRegistration(request.body);
      const language = customerLanguage(registration.locale, header(request, 'accept-language'));
      const user = await register(registration, language, request.ip);
      return created({ ...success, data: userData(user) });
    },
  },
  {
    method: 'GET',
    path: confirmationPath,
    handler: async (request) => {
      const outcome = await confirmEmail(request.query.get('confirmation_token'));
      switch (outcome.result) {
        case 'confirmed':
        case 'already_confirmed':
          return redirect(signInPage(outcome.language, { confirmed: 'true' }));
        case 'expired':
          return redirect(signInPage(outcome.language, { confirmation_error: 'expired' }));
        case 'invalid':
          return redirect(signInPage(preferredLanguage(header(request, 'accept-language')) ?? 'de', { confirmation_error: 'invalid' }));
      }
    },
  },
  {
    method: 'POST',
    path: confirmationPath,
    handler: async (request) => {
      return okThen(success, await resendConfirmation(parseEmailOnly(request.body), request.ip));
    },
  },
  {
    method: 'POST',
    path: '/api/v1/users/sign_in',
    handler: async (request) => {
      const { user, session } = await signIn(parseCredentials(request.body), request.ip);
      return ok({ ...success, data: userData(user) }, sessionHeaders(session));
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/users/sign_out',
    handler: async (request) => {
      const session = await requireSession(request);
      await endSession(session.sessionId);
      return ok({ ...success, success: true });
    },
  },
  {
    method: 'GET',
    path: '/api/v1/users/validate_token',
    handler: async (request) => {
      const session = await requireSession(request);
      return ok({ ...success, success: true, data: userData(session.user) }, session.headers);
    },
  },
  {
    method: 'GET',
    path: '/api/v1/me',
    handler: async (request) => {
      const session = await requireSession(request);
      // Texts of the cases (product titles, status descriptions) in the language the portal asks for.
      const language = preferredLanguage(header(request, 'accept-language')) ?? languageOf(session.user);
      const requests = await casesForUser(session.user, language);
      return ok({ ...success, data: { user: currentUserData(session.user, requests) } }, session.headers);
    },
  },
  {
    method: 'POST',
    path: '/api/v1/users/password',
    handler: async (request) => {
      return okThen(success, await requestPasswordReset(parseEmailOnly(request.body), request.ip));
    },
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): ApiRoute => ({
      method,
      path: '/api/v1/users/password',
      handler: async (request) => {
        const pending = await findPasswordReset(presentedCredentials(request));
        await completePasswordReset(pending, parseNewPassword(request.body));
        return ok(success);
      },
    }),
  ),
];
