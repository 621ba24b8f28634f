/**
 * The account service (docs/accounts.md), compatible with devise_token_auth clients. Handlers only
 * translate HTTP to the services beside them.
 */
import { normaliseEmail } from '@/basics/email-address';
import {
  changePassword,
  confirmationPath,
  currentUserRequest,
  register,
  reportedUnder,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut as signOutEndpoint,
  validateToken,
} from '@/contracts/accounts';
import { casesForCustomer } from '../../case-views/actions/customer-cases';
import { created, header, ok, okThen, redirect } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { presentedCredentials, sessionHeaders } from '../../access/auth-headers';
import { answerHeaders, signedInCustomer } from '../../access/customer-session';
import { customerLanguage, languageOf, preferredLanguage } from '../../accounts/customer-language';
import { signInPage } from '../../accounts/links';
import { completePasswordReset, findPasswordReset, requestPasswordReset as startPasswordReset } from '../../accounts/actions/password-reset';
import { confirmEmail, register as registerAccount, resendConfirmation as resendConfirmationMail } from '../../accounts/actions/registration';
import { changePassword as changeSessionPassword } from '../../accounts/actions/password-change';
import { signOut } from '../../accounts/actions/sign-out';
import { signIn as startSession } from '../../accounts/actions/sign-in';
import { currentUserData, userData } from '../../accounts/user-json';

const success = 'success' as const;

const topLevelFields = { reportFieldsUnder: reportedUnder };

export const accountRoutes: ApiRoute[] = [
  route(register, async ({ body: { user }, request }) => {
    const language = customerLanguage(user.locale, header(request, 'accept-language'));
    const account = { email: normaliseEmail(user.email), password: user.password, firstName: user.first_name.trim(), lastName: user.last_name.trim() };
    return created({ status: success, data: userData(await registerAccount(account, language, request.ip)) });
  }),
  {
    // The link in the confirmation e-mail: a browser follows it, so it answers with a redirect.
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
  route(
    resendConfirmation,
    async ({ body, request }) => {
      return okThen({ status: success }, await resendConfirmationMail(normaliseEmail(body.email), request.ip));
    },
    topLevelFields,
  ),
  route(
    signIn,
    async ({ body, request }) => {
      const credentials = 'user' in body ? body.user : body;
      const { user: account, session } = await startSession({ email: normaliseEmail(credentials.email), password: credentials.password }, request.ip);
      return ok({ status: success, data: userData(account) }, sessionHeaders(session));
    },
    topLevelFields,
  ),
  route(signOutEndpoint, async ({ request }) => {
    await signOut(await signedInCustomer(request));
    return ok({ status: success, success: true as const });
  }),
  route(validateToken, async ({ request }) => {
    const session = await signedInCustomer(request);
    return ok({ status: success, success: true as const, data: userData(session.user) }, answerHeaders(session));
  }),
  route(currentUserRequest, async ({ request }) => {
    const session = await signedInCustomer(request);
    // Texts of the cases (product titles, status descriptions) in the language the portal asks for.
    const language = preferredLanguage(header(request, 'accept-language')) ?? languageOf(session.user);
    // A case belongs to whoever has exactly its e-mail address, so only a confirmed address sees cases.
    const requests = session.user.confirmedAt ? await casesForCustomer(session.user.email, { language }) : [];
    return ok({ status: success, data: { user: currentUserData(session.user, requests) } }, answerHeaders(session));
  }),
  route(
    changePassword,
    async ({ body, request }) => {
      const session = await signedInCustomer(request);
      const renewed = await changeSessionPassword(session, { currentPassword: body.current_password, newPassword: body.password }, request.ip);
      return ok({ status: success }, sessionHeaders(renewed));
    },
    topLevelFields,
  ),
  route(
    requestPasswordReset,
    async ({ body, request }) => {
      return okThen({ status: success }, await startPasswordReset(normaliseEmail(body.email), request.ip));
    },
    topLevelFields,
  ),
  ...(['PUT', 'PATCH'] as const).map((method) =>
    route(
      { ...resetPassword, method } as typeof resetPassword,
      async ({ body, request }) => {
        const pending = await findPasswordReset(presentedCredentials(request));
        await completePasswordReset(pending, body.password);
        return ok({ status: success });
      },
      topLevelFields,
    ),
  ),
];
