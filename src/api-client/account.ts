import type { Language } from '@/i18n/language';
import type { StoredAuth } from '@/session/stored-auth';
import { type ApiResponse, type ClientError, request, unexpectedResponse } from './http';

/** Spec section 3: Profile, Request (a case), History entry, User. */
export interface Address {
  city: string | null;
  district: string | null;
  postal_code: string | null;
  street_name: string | null;
  house_number: string | null;
}

export interface Profile {
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  address: Address;
}

export interface HistoryEntry {
  short: string;
  date: string;
  /** HTML; the portal sanitises it again on the server before rendering (src/html/safe-html.ts). */
  description: string;
}

export interface CaseRequest {
  /** The public case id for the case status page. */
  id?: string;
  /** A status code (see the `cases` namespace's statuses); the label is looked up by it. */
  status: string;
  created_at: string;
  updated_at: string;
  product_title: string;
  reference_number: string;
  status_description: string;
  reply_email: string;
  history: HistoryEntry[];
}

export interface User {
  id: number | string;
  email: string;
  first_name: string;
  last_name: string;
  overview: { profile: Profile; requests: CaseRequest[] };
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: ClientError[]; status: number };

const failed = (response: Extract<ApiResponse<unknown>, { ok: false }>): Result<never> => ({
  ok: false,
  errors: response.errors,
  status: response.status,
});

/**
 * Signs in. The session is not in the body but in the response headers (devise_token_auth style):
 * access-token, client, uid and expiry (epoch seconds).
 */
export async function signIn(email: string, password: string): Promise<Result<StoredAuth>> {
  const response = await request<unknown>('account', 'POST', '/api/v1/users/sign_in', {
    body: { user: { email, password } },
    caller: true,
  });
  if (!response.ok) return failed(response);
  const token = response.headers.get('access-token');
  const client = response.headers.get('client');
  const uId = response.headers.get('uid');
  const expiredAt = Number(response.headers.get('expiry'));
  if (!token || !client || !uId || !Number.isFinite(expiredAt)) {
    return { ok: false, errors: [unexpectedResponse], status: response.status };
  }
  return { ok: true, value: { token, client, uId, expiredAt } };
}

export async function signOut(auth: StoredAuth): Promise<Result<void>> {
  const response = await request('account', 'DELETE', '/api/v1/users/sign_out', { auth });
  return response.ok ? { ok: true, value: undefined } : failed(response);
}

export interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** Registers a client; the confirmation e-mail goes out in `language`. */
export async function signUp(data: SignUpData, language: Language): Promise<Result<void>> {
  const response = await request('account', 'POST', '/api/v1/users', {
    body: {
      user: {
        email: data.email,
        password: data.password,
        password_confirmation: data.passwordConfirmation,
        first_name: data.firstName,
        last_name: data.lastName,
        locale: language,
      },
    },
    caller: true,
    headers: { 'Accept-Language': language },
  });
  return response.ok ? { ok: true, value: undefined } : failed(response);
}

/** Sends the confirmation e-mail again; the answer is the same whether or not the address exists. */
export async function resendConfirmation(email: string, language: Language): Promise<Result<void>> {
  const response = await request('account', 'POST', '/api/v1/users/confirmation', {
    body: { email },
    caller: true,
    headers: { 'Accept-Language': language },
  });
  return response.ok ? { ok: true, value: undefined } : failed(response);
}

/** Asks for a reset e-mail. The service answers the same whether or not the address exists. */
export async function requestPasswordReset(email: string, language: Language): Promise<Result<void>> {
  const response = await request('account', 'POST', '/api/v1/users/password', {
    body: { email },
    caller: true,
    headers: { 'Accept-Language': language },
  });
  return response.ok ? { ok: true, value: undefined } : failed(response);
}

/** The credentials the reset link carries in its query. */
export interface ResetCredentials {
  uid: string;
  client: string;
  accessToken: string;
}

export async function confirmPasswordReset(
  credentials: ResetCredentials,
  password: string,
  passwordConfirmation: string,
): Promise<Result<void>> {
  const response = await request('account', 'PUT', '/api/v1/users/password', {
    body: { password, password_confirmation: passwordConfirmation },
    headers: { uid: credentials.uid, client: credentials.client, 'access-token': credentials.accessToken },
    caller: true,
  });
  return response.ok ? { ok: true, value: undefined } : failed(response);
}

/** The signed-in user, and until when the session now lasts (it moves on with every request). */
export interface CurrentUser {
  user: User;
  /** The session's new expiry in epoch seconds, from the `expiry` header; null if the service sent none. */
  expiredAt: number | null;
}

/** The signed-in user with profile and cases; texts such as status descriptions in `language`. */
export async function fetchCurrentUser(auth: StoredAuth, language: Language): Promise<Result<CurrentUser>> {
  const response = await request<{ data?: { user?: User } }>('account', 'GET', '/api/v1/me', {
    auth,
    headers: { 'Accept-Language': language },
  });
  if (!response.ok) return failed(response);
  const user = response.data?.data?.user;
  if (!user) return { ok: false, errors: [unexpectedResponse], status: response.status };
  const expiry = Number(response.headers.get('expiry'));
  return { ok: true, value: { user, expiredAt: Number.isFinite(expiry) && expiry > 0 ? expiry : null } };
}
