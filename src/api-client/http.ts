/**
 * The one place that knows where the services live and how to talk to them: JSON bodies, the auth
 * headers of the stored session, the failure envelope, and answers checked against the services'
 * contracts (src/contracts). The modules beside this one are one per service.
 */
import type { StoredAuth } from '@/contracts/accounts';
import type { AnswerOf, Endpoint, EndpointSpec, Method } from '@/contracts/endpoint';
import { type ErrorItem, errorItem, failureItems } from '@/contracts/errors';

export type Service = 'account' | 'engine' | 'bankSearch' | 'calculators' | 'commissioning' | 'backoffice';

export type ApiResponse<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; errors: ErrorItem[] };

/** Marks calls whose data the provider collects (sign-in, sign-up, reset) in the Caller header. */
export const callerMarker = 'portal-web';

export const networkError = errorItem('network');
export const unexpectedResponse = errorItem('unexpected_response');

// Browser values are inlined at build time (next.config.js); empty means "this app" (same origin).
const browserBaseUrls: Record<Service, string | undefined> = {
  account: process.env.ACCOUNT_SERVICE_URL,
  engine: process.env.ENGINE_SERVICE_URL,
  bankSearch: process.env.BANK_SEARCH_URL,
  calculators: process.env.CALCULATORS_SERVICE_URL,
  commissioning: process.env.COMMISSIONING_SERVICE_URL,
  // The back office is called from the CLI and servers only.
  backoffice: undefined,
};

const envNames: Record<Service, string> = {
  account: 'ACCOUNT_SERVICE_URL',
  engine: 'ENGINE_SERVICE_URL',
  bankSearch: 'BANK_SEARCH_URL',
  calculators: 'CALCULATORS_SERVICE_URL',
  commissioning: 'COMMISSIONING_SERVICE_URL',
  backoffice: 'APP_URL',
};

/** Where a service lives: from the environment, by default this very app. */
export function serviceBaseUrl(service: Service): string {
  if (typeof window !== 'undefined') return (browserBaseUrls[service] || '').replace(/\/+$/, '');
  // On the server, read at run time (not inlined): a dynamic key escapes the build's replacement.
  const configured = process.env[envNames[service]];
  return (configured || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}

/** The headers of a signed-in session (devise_token_auth style plus a Bearer token). */
export function authHeaders(auth: StoredAuth): Record<string, string> {
  return {
    Authorization: `Bearer ${auth.token}`,
    'Access-Token': auth.token,
    'Token-Type': 'Bearer',
    Client: auth.client,
    Uid: auth.uId,
    Expiry: String(auth.expiredAt),
  };
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Sends the session's auth headers. */
  auth?: StoredAuth | null;
  /** Adds the Caller marker (sign-in, sign-up, reset). */
  caller?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Another base URL than the service's configured one (the CLI names the portal it talks to). */
  baseUrl?: string;
}

/** One HTTP exchange; any failure becomes a list of error items. */
export async function request<T>(
  service: Service,
  method: Method,
  path: string,
  { body, query, auth, caller, headers, signal, baseUrl }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, value);
  const url = `${(baseUrl ?? serviceBaseUrl(service)).replace(/\/+$/, '')}${path}${search.size ? `?${search}` : ''}`;
  const requestHeaders: Record<string, string> = {
    Accept: 'application/json',
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(auth ? authHeaders(auth) : {}),
    ...(caller ? { Caller: callerMarker } : {}),
    ...headers,
  };

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: requestHeaders,
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, errors: [networkError] };
  }

  const text = await response.text().catch(() => '');
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      return { ok: false, status: response.status, errors: [response.ok ? unexpectedResponse : networkError] };
    }
  }
  const failure = failureItems(payload);
  if (failure || !response.ok) return { ok: false, status: response.status, errors: failure ?? [unexpectedResponse] };
  return { ok: true, status: response.status, data: payload as T, headers: response.headers };
}

/** Calls a contract's endpoint; an answer of another shape than the contract's is `unexpected_response`. */
export async function call<Spec extends EndpointSpec>(
  service: Service,
  endpoint: Endpoint<Spec>,
  { params, ...options }: RequestOptions & { params?: Record<string, string> } = {},
): Promise<ApiResponse<AnswerOf<Spec>>> {
  const response = await request<unknown>(service, endpoint.method, endpoint.pathWith(params), options);
  if (!response.ok) return response;
  const answer = endpoint.checkAnswer(response.data);
  return answer.ok ? { ...response, data: answer.value } : { ok: false, status: response.status, errors: [unexpectedResponse] };
}

/**
 * Loads a service's contract where the call is made, so that a page carries the schema library only
 * once it calls a service. A contract that cannot be loaded (the network went away) answers `network`.
 */
export async function withContract<Contract, T>(
  load: () => Promise<Contract>,
  callWith: (contract: Contract) => Promise<ApiResponse<T>>,
): Promise<ApiResponse<T>> {
  let contract: Contract;
  try {
    contract = await load();
  } catch {
    return { ok: false, status: 0, errors: [networkError] };
  }
  return callWith(contract);
}
