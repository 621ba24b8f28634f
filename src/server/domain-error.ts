/**
 * Why a use case refuses: one or more items of the error registry (src/contracts/error-codes.ts), each
 * with the field it is about and the params its text needs. A domain error names no HTTP status: the
 * HTTP layer answers each code with the status of its table (src/server/http/error-status.ts), so one
 * situation gets one answer whichever door it came through.
 */
import type { ErrorCode, ErrorParams } from '@/contracts/error-codes';
import { type ErrorItem, errorItem } from '@/contracts/errors';

export class DomainError extends Error {
  constructor(readonly errors: ErrorItem[]) {
    super(errors.map((item) => (item.path ? `${item.path}.${item.code}` : item.code)).join(', '));
    this.name = 'DomainError';
  }

  static of<C extends ErrorCode>(code: C, path: string | null = null, ...params: ErrorParams<C> extends Record<string, never> ? [] : [ErrorParams<C>]): DomainError {
    return new DomainError([errorItem(code, path, ...params)]);
  }
}

/** Beyond a rate limit: try again after `retryAfterSeconds`. */
export const tooManyRequests = (retryAfterSeconds: number) => DomainError.of('too_many_requests', null, { retryAfter: retryAfterSeconds });

/** The same error with its items about `from` now about `to`: where a use case names the field its caller sent. */
export const reportedAt = (error: unknown, from: string, to: string): unknown =>
  error instanceof DomainError ? new DomainError(error.errors.map((item) => (item.path === from ? { ...item, path: to } : item))) : error;
