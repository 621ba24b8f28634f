import type { ErrorCode, ErrorParams } from '@/contracts/error-codes';
import { type ErrorItem, errorItem, failureBody } from '@/contracts/errors';
import { DomainError } from '../domain-error';
import { headersOf, statusOf } from './error-status';

export { type ErrorItem, errorItem, failureBody };

/**
 * A refusal as HTTP answers it: the failure body (src/contracts/errors.ts) with the status of its
 * codes (error-status.ts) and the headers they call for, plus any the HTTP layer adds (Allow,
 * Connection). Made only here, in the HTTP layer; use cases throw DomainError.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly errors: ErrorItem[],
    headers: Record<string, string> = {},
  ) {
    super(errors.map((item) => (item.path ? `${item.path}.${item.code}` : item.code)).join(', '));
    this.name = 'ApiError';
    this.status = statusOf(errors);
    this.headers = { ...headersOf(errors), ...headers };
  }

  static of<C extends ErrorCode>(code: C, path: string | null = null, ...params: ErrorParams<C> extends Record<string, never> ? [] : [ErrorParams<C>]) {
    return new ApiError([errorItem(code, path, ...params)]);
  }

  /** The answer to a use case's refusal. */
  static from(error: DomainError): ApiError {
    return new ApiError(error.errors);
  }
}

/** Seconds a client should wait before trying again while the database is unreachable. */
export const databaseRetryAfterSeconds = 10;

/** The database cannot be reached or did not answer in time: 503 with Retry-After. */
export const serviceUnavailable = () => DomainError.of('service_unavailable', null, { retryAfter: databaseRetryAfterSeconds });
