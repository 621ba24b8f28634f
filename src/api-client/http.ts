import type { StoredAuth } from '@/session/stored-auth';

/**
 * The one place that knows where the services live and how to talk to them (spec section 7): JSON
 * bodies, the auth headers of the stored session, and the mapping of failures to translatable errors.
 */
export type Service = 'account' | 'engine' | 'bankSearch' | 'calculators';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failure as the UI shows it: `key` is a key of the `errors` namespace, `params` its values. */
export interface ClientError {
  key: string;
  params: Record<string, unknown>;
}

export type ApiResponse<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; errors: ClientError[] };

/** Marks calls whose data the provider collects (sign-in, sign-up, reset), as the spec's Caller header. */
export const callerMarker = 'portal-web';

/** Error keys of failures that have no server error list. */
export const networkError: ClientError = { key: 'network', params: {} };
export const unexpectedResponse: ClientError = { key: 'unexpected_response', params: {} };

// Browser values are inlined at build time (next.config.js); empty means "this app" (same origin).
const browserBaseUrls: Record<Service, string | undefined> = {
  account: process.env.ACCOUNT_SERVICE_URL,
  engine: process.env.ENGINE_SERVICE_URL,
  bankSearch: process.env.BANK_SEARCH_URL,
  calculators: process.env.CALCULATORS_SERVICE_URL,
};

const envNames: Record<Service, string> = {
  account: 'ACCOUNT_SERVICE_URL',
  engine: 'ENGINE_SERVICE_URL',
  bankSearch: 'BANK_SEARCH_URL',
  calculators: 'CALCULATORS_SERVICE_URL',
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

interface ServerErrorItem {
  path?: string | null;
  code?: string;
  params?: Record<string, unknown>;
}

/** Each server error item becomes `path.code` (or the plain code) with its params. */
export function mapServerErrors(items: unknown): ClientError[] {
  if (!Array.isArray(items) || items.length === 0) return [unexpectedResponse];
  return items.map((raw: ServerErrorItem) => {
    const code = typeof raw?.code === 'string' && raw.code ? raw.code : unexpectedResponse.key;
    const key = typeof raw?.path === 'string' && raw.path ? `${raw.path}.${code}` : code;
    return { key, params: raw?.params && typeof raw.params === 'object' ? raw.params : {} };
  });
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
}

export async function request<T>(
  service: Service,
  method: Method,
  path: string,
  { body, query, auth, caller, headers, signal }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, value);
  const url = `${serviceBaseUrl(service)}${path}${search.size ? `?${search}` : ''}`;
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
  const failed = (payload as { status?: unknown } | undefined)?.status === 'failure';
  if (failed || !response.ok) {
    return {
      ok: false,
      status: response.status,
      errors: failed ? mapServerErrors((payload as { errors?: unknown }).errors) : [unexpectedResponse],
    };
  }
  return { ok: true, status: response.status, data: payload as T, headers: response.headers };
}
