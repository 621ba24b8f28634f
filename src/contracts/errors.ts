/**
 * The failure envelope every service answers with: `{ status: 'failure', errors: [{ path, code,
 * params }] }`. `path` names the field (`user.email`, `bankName`, `case.first_entry.date`) or is null
 * for the request as a whole; `code` is one of error-codes.ts; `params` carries what its message needs
 * (a limit, a wait).
 */
import type { ErrorCode, ErrorParams, ParamValue } from './error-codes';

export interface ErrorItem {
  path: string | null;
  /** An ErrorCode; typed as a string because another backend may send codes this portal does not know. */
  code: string;
  params: Record<string, ParamValue>;
}

/** An error item with a code of the vocabulary and exactly the params its texts use. */
export const errorItem = <C extends ErrorCode>(code: C, path: string | null = null, ...[params]: ErrorParams<C> extends Record<string, never> ? [] : [ErrorParams<C>]): ErrorItem => ({
  path,
  code,
  params: params ?? {},
});

export const hasError = (errors: readonly ErrorItem[], code: ErrorCode, path?: string) =>
  errors.some((error) => error.code === code && (path === undefined || error.path === path));

export interface Failure {
  status: 'failure';
  errors: ErrorItem[];
}

export const failureBody = (errors: ErrorItem[]): Failure => ({ status: 'failure', errors });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isParamValue = (value: unknown): value is ParamValue => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The error items of an answer with `status: 'failure'`, read leniently: an item without a code
 * becomes `unexpected_response`, params that are no plain values are dropped. Undefined for any other
 * answer.
 */
export function failureItems(payload: unknown): ErrorItem[] | undefined {
  if (!isObject(payload) || payload.status !== 'failure') return undefined;
  if (!Array.isArray(payload.errors) || payload.errors.length === 0) return [errorItem('unexpected_response')];
  return payload.errors.map((raw: unknown) => {
    const item = isObject(raw) ? raw : {};
    const code = typeof item.code === 'string' && item.code ? item.code : 'unexpected_response';
    const path = typeof item.path === 'string' && item.path ? item.path : null;
    const params = isObject(item.params) ? Object.fromEntries(Object.entries(item.params).filter(([, value]) => isParamValue(value))) : {};
    return { path, code, params } as ErrorItem;
  });
}

/**
 * Where an error's text is found in the errors namespace, most specific first: the field's own
 * wording (`user.email.taken`), then the code's (`taken`).
 */
export const errorTextKeys = (error: Pick<ErrorItem, 'path' | 'code'>): string[] =>
  error.path ? [`${error.path}.${error.code}`, error.code] : [error.code];
