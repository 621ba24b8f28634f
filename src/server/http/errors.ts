import type { ErrorCode, ErrorParams } from '@/contracts/error-codes';
import { type ErrorItem, errorItem, failureBody } from '@/contracts/errors';

export { type ErrorItem, errorItem, failureBody };

/**
 * Thrown anywhere in a handler; the HTTP adapter answers it with the failure body
 * (src/contracts/errors.ts) and the headers given.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((item) => (item.path ? `${item.path}.${item.code}` : item.code)).join(', '));
    this.name = 'ApiError';
  }

  static of<C extends ErrorCode>(status: number, code: C, path: string | null = null, ...params: ErrorParams<C> extends Record<string, never> ? [] : [ErrorParams<C>]) {
    return new ApiError(status, [errorItem(code, path, ...params)]);
  }
}

/** 429 with Retry-After. */
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
