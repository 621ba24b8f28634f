/** The account service (contract: src/contracts/accounts.ts). */
import type { Language } from '@/basics/language';
import type { CurrentUser, StoredAuth } from '@/contracts/accounts';
import { type ApiResponse, call, unexpectedResponse, withContract } from './http';

const accounts = () => import('@/contracts/accounts');

/** Calls that tell the service the page's language get the answer's texts (and its e-mails) in it. */
const inLanguage = (language: Language) => ({ 'Accept-Language': language });

/**
 * Signs in. The session is not in the body but in the answer's headers (devise_token_auth style):
 * access-token, client, uid and expiry (epoch seconds).
 */
export const signIn = (email: string, password: string): Promise<ApiResponse<StoredAuth>> =>
  withContract(accounts, async ({ signIn: endpoint, storedAuthOf }) => {
    const response = await call('account', endpoint, { body: { user: { email, password } }, caller: true });
    if (!response.ok) return response;
    const session = storedAuthOf(Object.fromEntries(response.headers));
    return session ? { ...response, data: session } : { ok: false, status: response.status, errors: [unexpectedResponse] };
  });

export const signOut = (auth: StoredAuth) => withContract(accounts, ({ signOut: endpoint }) => call('account', endpoint, { auth }));

export interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** The registration request of the sign-up form's values; the e-mails go out in `language`. */
export const registrationOf = (data: SignUpData, language: Language) => ({
  user: {
    email: data.email,
    password: data.password,
    password_confirmation: data.passwordConfirmation,
    first_name: data.firstName,
    last_name: data.lastName,
    locale: language,
  },
});

/** Registers a client; the confirmation e-mail goes out in `language`. */
export const signUp = (data: SignUpData, language: Language) =>
  withContract(accounts, ({ register }) =>
    call('account', register, { body: registrationOf(data, language), caller: true, headers: inLanguage(language) }),
  );

/** Sends the confirmation e-mail again; the answer is the same whether or not the address exists. */
export const resendConfirmation = (email: string, language: Language) =>
  withContract(accounts, ({ resendConfirmation: endpoint }) =>
    call('account', endpoint, { body: { email }, caller: true, headers: inLanguage(language) }),
  );

/** Asks for a reset e-mail. The service answers the same whether or not the address exists. */
export const requestPasswordReset = (email: string, language: Language) =>
  withContract(accounts, ({ requestPasswordReset: endpoint }) =>
    call('account', endpoint, { body: { email }, caller: true, headers: inLanguage(language) }),
  );

/** The credentials the reset link carries in its query. */
export interface ResetCredentials {
  uid: string;
  client: string;
  accessToken: string;
}

export const confirmPasswordReset = (credentials: ResetCredentials, password: string, passwordConfirmation: string) =>
  withContract(accounts, ({ resetPassword }) =>
    call('account', resetPassword, {
      body: { password, password_confirmation: passwordConfirmation },
      headers: { uid: credentials.uid, client: credentials.client, 'access-token': credentials.accessToken },
      caller: true,
    }),
  );

/**
 * Changes the signed-in customer's password. The service ends every other session and renews this
 * one: the answer is the renewed session (from its headers, as after a sign-in).
 */
export const changePassword = (auth: StoredAuth, change: { currentPassword: string; password: string; passwordConfirmation: string }): Promise<ApiResponse<StoredAuth>> =>
  withContract(accounts, async ({ changePassword: endpoint, storedAuthOf }) => {
    const body = { current_password: change.currentPassword, password: change.password, password_confirmation: change.passwordConfirmation };
    const response = await call('account', endpoint, { auth, body });
    if (!response.ok) return response;
    const session = storedAuthOf(Object.fromEntries(response.headers));
    return session ? { ...response, data: session } : { ok: false, status: response.status, errors: [unexpectedResponse] };
  });

/** The signed-in user with profile and cases; texts such as status descriptions in `language`. */
export const fetchCurrentUser = (auth: StoredAuth, language: Language): Promise<ApiResponse<CurrentUser>> =>
  withContract(accounts, async ({ currentUserRequest }) => {
    const response = await call('account', currentUserRequest, { auth, headers: inLanguage(language) });
    return response.ok ? { ...response, data: response.data.data.user } : response;
  });
