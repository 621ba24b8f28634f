/**
 * The one place that knows where the services live and how to talk to them: JSON bodies, the auth
 * headers of the stored session, the failure envelope, and answers checked against the services'
 * contracts (src/contracts). The modules beside this one are one per service.
 */
import type { StoredAuth } from '@/contracts/accounts';
import type { AnswerOf, Endpoint, EndpointSpec, Method, ParamsOf, QueryOf, RequestBodyOf } from '@/contracts/endpoint';
import { type ErrorItem, errorItem, failureItems } from '@/contracts/errors';

export type Service = 'account' | 'engine' | 'bankSearch' | 'calculators' | 'commissioning' | 'backoffice' | 'staff';

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
  // The staff service is always this app: its session is a same-origin HttpOnly cookie.
  staff: undefined,
};

const envNames: Record<Service, string | undefined> = {
  account: 'ACCOUNT_SERVICE_URL',
  engine: 'ENGINE_SERVICE_URL',
  bankSearch: 'BANK_SEARCH_URL',
  calculators: 'CALCULATORS_SERVICE_URL',
  commissioning: 'COMMISSIONING_SERVICE_URL',
  backoffice: 'APP_URL',
  // No setting: the portal's server reaches its own staff service on PORT.
  staff: undefined,
};

/** Where a service lives: from the environment, by default this very app. */
export function serviceBaseUrl(service: Service): string {
  if (typeof window !== 'undefined') return (browserBaseUrls[service] || '').replace(/\/+$/, '');
  // On the server, read at run time (not inlined): a dynamic key escapes the build's replacement.
  const name = envNames[service];
  const configured = name ? process.env[name] : undefined;
  return (configured || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}

/**
 * A service's URL as a browser reaches it, for links a page renders on the server (downloads): the
 * configured base URL, or a path on this very origin when none is set.
 */
export function browserServiceUrl(service: Service, path: string): string {
  const name = envNames[service];
  const configured = typeof window !== 'undefined' ? browserBaseUrls[service] : name ? process.env[name] : undefined;
  return `${(configured || '').replace(/\/+$/, '')}${path}`;
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
  /** A JSON object, or a file's bytes (a Blob), sent as they are (`call` types it from the contract). */
  body?: object;
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

/** How a request travels (base URL, headers, session, signal), apart from what it sends. */
export type TransportOptions = Omit<RequestOptions, 'body' | 'query'>;

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
  const bytes = typeof Blob !== 'undefined' && body instanceof Blob;
  const requestHeaders: Record<string, string> = {
    Accept: 'application/json',
    ...(body !== undefined ? { 'Content-Type': bytes ? 'application/octet-stream' : 'application/json' } : {}),
    ...(auth ? authHeaders(auth) : {}),
    ...(caller ? { Caller: callerMarker } : {}),
    ...headers,
  };

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : bytes ? (body as Blob) : JSON.stringify(body),
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

/** A downloaded file: its bytes, its media type and the name the service gave it. */
export interface DownloadedFile {
  content: Uint8Array;
  mediaType: string;
  fileName: string | null;
}

/** The file name of a `Content-Disposition: attachment` header (RFC 6266: `filename*` in UTF-8 wins). */
export function attachmentFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** Fetches a file endpoint (an answer that is a file, not JSON); failures come as the usual error items. */
export async function download<Spec extends EndpointSpec>(
  service: Service,
  endpoint: Endpoint<Spec>,
  ...[options]: OptionalWhenEmpty<Pick<RequestOptions, 'baseUrl' | 'headers' | 'signal' | 'auth'> & PathOf<Spec>>
): Promise<ApiResponse<DownloadedFile>> {
  const { params, baseUrl, headers, signal, auth } = (options ?? {}) as Pick<RequestOptions, 'baseUrl' | 'headers' | 'signal' | 'auth'> & { params?: ParamsOf<Spec> };
  const url = `${(baseUrl ?? serviceBaseUrl(service)).replace(/\/+$/, '')}${endpoint.pathWith(params as ParamsOf<Spec>)}`;
  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers: { ...(auth ? authHeaders(auth) : {}), ...headers }, signal, cache: 'no-store' });
  } catch {
    return { ok: false, status: 0, errors: [networkError] };
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    return { ok: false, status: response.status, errors: failureItems(payload) ?? [unexpectedResponse] };
  }
  const content = new Uint8Array(await response.arrayBuffer());
  return {
    ok: true,
    status: response.status,
    headers: response.headers,
    data: { content, mediaType: response.headers.get('content-type') ?? 'application/octet-stream', fileName: attachmentFileName(response.headers.get('content-disposition')) },
  };
}

/** The path parameters an endpoint needs, by name; none for a path without any. */
type PathOf<Spec extends EndpointSpec> = [keyof ParamsOf<Spec>] extends [never] ? { params?: undefined } : { params: ParamsOf<Spec> };

/** The body an endpoint takes (its contract's JSON, or a file's bytes), required when it takes one. */
type BodyFor<Spec extends EndpointSpec> = [RequestBodyOf<Spec>] extends [undefined] ? { body?: undefined } : { body: RequestBodyOf<Spec> };

/** The query parameters an endpoint reads, as its contract names them. */
type QueryFor<Spec extends EndpointSpec> = [QueryOf<Spec>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<Spec> };

/** Everything a call of `Spec` sends, typed by its contract: path parameters, body and query. */
export type CallOptions<Spec extends EndpointSpec> = TransportOptions & PathOf<Spec> & BodyFor<Spec> & QueryFor<Spec>;

/** The options may be left out when nothing in them is required. */
type OptionalWhenEmpty<Options> = object extends Options ? [options?: Options] : [options: Options];

/** Calls a contract's endpoint; an answer of another shape than the contract's is `unexpected_response`. */
export async function call<Spec extends EndpointSpec>(
  service: Service,
  endpoint: Endpoint<Spec>,
  ...[options]: OptionalWhenEmpty<CallOptions<Spec>>
): Promise<ApiResponse<AnswerOf<Spec>>> {
  const { params, query, ...rest } = (options ?? {}) as RequestOptions & { params?: ParamsOf<Spec>; query?: RequestOptions['query'] };
  const response = await request<unknown>(service, endpoint.method, endpoint.pathWith(params as ParamsOf<Spec>), { ...rest, query });
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
