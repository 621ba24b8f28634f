/**
 * The portal's one vocabulary of error codes, and the failure envelope every service answers with:
 * `{ status: 'failure', errors: [{ path, code, params }] }`. `path` names the field (`user.email`,
 * `bankName`, `case.first_entry.date`) or is null for the request as a whole; `params` carries what a
 * message needs (a limit, a wait).
 *
 * Each code lists the params its texts may use. Every code has a text in locales/<language>/errors.json
 * under its own name; a text under `<path>.<code>` words it for one field (`user.email.taken`).
 * tests/unit/contracts/errors.test.ts checks both languages against this list.
 *
 * Adding a code: one line here, then its text in locales/de/errors.json and locales/en/errors.json.
 */
export const errorCodes = {
  // The request as a whole, answered by the HTTP layer.
  not_found: [],
  method_not_allowed: [],
  unsupported_media_type: [],
  invalid_json: [],
  payload_too_large: ['maxBytes'],
  too_many_requests: ['retryAfter'],
  internal_error: [],

  // Access to the engine and the back office: a shared secret.
  not_configured: [],
  missing_token: [],
  invalid_token: [],
  missing_api_key: [],
  invalid_api_key: [],

  // Accounts.
  unauthorized: [],
  bad_credentials: [],
  email_not_confirmed: [],
  /** Sent by account services that tell unknown addresses apart; the reference backend never does. */
  user_not_found: [],
  account_locked: ['retryAfter', 'minutes'],
  reset_link_invalid: [],
  reset_link_expired: [],
  taken: [],

  // A field's value.
  required: [],
  invalid_type: [],
  unknown_field: ['fields'],
  repeated: [],
  too_long: ['max'],
  too_short: ['min'],
  too_small: ['min'],
  too_large: ['max'],
  too_many_decimals: ['max'],
  single_line: [],
  does_not_match: [],
  /** The account service's verdict on an address (RFC 5321/5322, as it stores addresses). */
  is_not_an_email: [],
  invalid_date: [],
  in_future: [],
  too_early: ['min'],
  invalid_postal_code: [],
  implausible_for_area: ['min', 'max'],
  invalid_choice: ['allowed'],
  unsupported_language: ['allowed'],
  unknown_product: ['allowed'],
  unknown_status: ['allowed'],
  unknown_bank: [],
  no_changes: [],

  // Found by the portal itself, never sent by a service.
  /** A form's quick look at an address before sending: something@domain.tld. */
  invalid_email: [],
  /** A form field that must hold a number (amounts in German or English notation). */
  invalid_number: [],
  invalid_year: [],
  /** The browser refused the auth cookie, so the customer cannot stay signed in. */
  cookies_disabled: [],
  /** A calculator could not answer. */
  calculation_failed: [],
  /** No answer: the service is down or the network is. */
  network: [],
  /** An answer of another shape than the contract's. */
  unexpected_response: [],
} as const satisfies Record<string, readonly string[]>;

export type ErrorCode = keyof typeof errorCodes;

type ParamValue = string | number | boolean;

/** The params a code's texts use. */
export type ErrorParams<C extends ErrorCode = ErrorCode> = { [Name in (typeof errorCodes)[C][number]]: ParamValue };

export interface ErrorItem {
  path: string | null;
  /** An ErrorCode; typed as a string because another backend may send codes this portal does not know. */
  code: string;
  params: Record<string, ParamValue>;
}

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorCodes, value);

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
