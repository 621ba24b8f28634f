/**
 * The error contract of every service endpoint (spec sections 3 and 7): failures answer
 * `{ status: 'failure', errors: [{ path, code, params }] }`; the portal's api-client turns each item into
 * the translation key `path.code` (or the plain `code` when path is null).
 */
export interface ErrorItem {
  /** Where the problem is, e.g. `user.email`; null for problems of the request as a whole. */
  path: string | null;
  /** A stable code, e.g. `taken`, `too_short`, `bad_credentials`. */
  code: string;
  params: Record<string, string | number | boolean>;
}

export const errorItem = (code: string, path: string | null = null, params: ErrorItem['params'] = {}): ErrorItem => ({
  path,
  code,
  params,
});

export const failureBody = (errors: ErrorItem[]) => ({ status: 'failure' as const, errors });

/** Thrown anywhere in a handler; the HTTP adapter answers it with the failure body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((item) => (item.path ? `${item.path}.${item.code}` : item.code)).join(', '));
    this.name = 'ApiError';
  }

  static of(status: number, code: string, path: string | null = null, params: ErrorItem['params'] = {}) {
    return new ApiError(status, [errorItem(code, path, params)]);
  }
}

/** 429 with Retry-After; `too_many_requests` is translated by the portal. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, [errorItem('too_many_requests', null, { retryAfter: retryAfterSeconds })], {
    'Retry-After': String(retryAfterSeconds),
  });

/** Seconds a client should wait before trying again while the database is unreachable. */
export const databaseRetryAfterSeconds = 10;

/** 503 with Retry-After: the database cannot be reached or did not answer in time. */
export const serviceUnavailable = () =>
  new ApiError(503, [errorItem('service_unavailable', null, { retryAfter: databaseRetryAfterSeconds })], {
    'Retry-After': String(databaseRetryAfterSeconds),
  });
