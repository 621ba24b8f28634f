/**
 * The one table from an error code to its HTTP status. Use cases throw domain errors with a code of
 * the registry (src/contracts/error-codes.ts) and no status; this table decides how each code is
 * answered, so one situation has one answer whichever door it came through. The compiler asks for a
 * row for every code the backend may answer; docs/architecture.md
 * ("Errors and their status") shows it by status, and a unit test keeps the two in step.
 */
import type { ErrorCode } from '@/contracts/error-codes';
import type { ErrorItem } from '@/contracts/errors';

/** Codes only the portal itself produces (a form's own check, a failed network): no backend answers them. */
export type PortalOnlyCode =
  | 'invalid_email'
  | 'invalid_number'
  | 'invalid_year'
  | 'cookies_disabled'
  | 'calculation_failed'
  | 'network'
  | 'unexpected_response'
  | 'user_not_found';

const unprocessable = 422;

export const errorStatus: Record<Exclude<ErrorCode, PortalOnlyCode>, number> = {
  // The request as such
  not_found: 404,
  method_not_allowed: 405,
  unsupported_media_type: 415,
  invalid_json: 400,
  payload_too_large: 413,
  request_timeout: 408,
  cross_site_request: 403,
  too_many_requests: 429,
  /** An upload without Content-Length: its size must be known before it is read. */
  length_required: 411,
  internal_error: 500,
  service_unavailable: 503,
  not_configured: 503,
  // Who calls
  missing_token: 401,
  invalid_token: 401,
  missing_api_key: 401,
  invalid_api_key: 401,
  unauthorized: 401,
  bad_credentials: 401,
  email_not_confirmed: 401,
  /** Staff sign-in: one answer for a wrong address, password or second factor. */
  staff_sign_in_failed: 401,
  reset_link_invalid: 401,
  account_locked: 429,
  forbidden: 403,
  invitation_invalid: 404,
  /** A newsletter confirmation link unknown, used or past its validity. */
  newsletter_link_invalid: 404,
  /** A one-time link (password reset, staff invitation) past its lifetime. */
  link_expired: 410,
  /** An upload draft whose files are gone (expired, or a token that cannot be one). */
  draft_expired: 410,
  // What the request names does not exist
  case_not_found: 404,
  membership_not_found: 404,
  /** A proof link's token that names nothing (never sent, or its case is gone). */
  address_proof_invalid: 404,
  // The state forbids it
  taken: 409,
  last_admin: 409,
  already_enrolled: 409,
  staff_deactivated: 409,
  own_staff_account: 409,
  case_not_closed: 409,
  already_rated: 409,
  review_rejected: 409,
  declaration_settled: 409,
  membership_withdrawn: 409,
  memberships_unavailable: 503,
  // A value of the request is wrong
  wrong_password: unprocessable,
  invalid_code: unprocessable,
  not_active_staff: unprocessable,
  required: unprocessable,
  invalid_type: unprocessable,
  unknown_field: unprocessable,
  repeated: unprocessable,
  too_long: unprocessable,
  too_short: unprocessable,
  too_small: unprocessable,
  too_large: unprocessable,
  too_many_decimals: unprocessable,
  single_line: unprocessable,
  invalid_characters: unprocessable,
  contains_link: unprocessable,
  does_not_match: unprocessable,
  is_not_an_email: unprocessable,
  non_ascii_local_part: unprocessable,
  invalid_date: unprocessable,
  in_future: unprocessable,
  too_early: unprocessable,
  too_late: unprocessable,
  invalid_postal_code: unprocessable,
  invalid_phone: unprocessable,
  implausible_for_area: unprocessable,
  invalid_choice: unprocessable,
  unsupported_language: unprocessable,
  unknown_product: unprocessable,
  unknown_status: unprocessable,
  unknown_bank: unprocessable,
  no_changes: unprocessable,
  iban_unknown_country: unprocessable,
  iban_wrong_format: unprocessable,
  iban_wrong_check_digits: unprocessable,
  iban_country_not_accepted: unprocessable,
  iban_unknown_bank: unprocessable,
  bank_unprocessable: unprocessable,
  unknown_text_version: unprocessable,
  idempotency_key_reused: unprocessable,
  invalid_rating: unprocessable,
  document_empty: unprocessable,
  document_too_large: unprocessable,
  document_unsupported_type: unprocessable,
  document_name_mismatch: unprocessable,
  too_many_documents: unprocessable,
  draft_too_large: unprocessable,
  /** One client network's upload bytes for the window are used up. */
  upload_quota_exceeded: 429,
  /** Everybody's unordered uploads are at their limit: insufficient storage until drafts are ordered or expire. */
  uploads_paused: 507,
  invalid_category: unprocessable,
  unknown_document: unprocessable,
  /** A dismissal order whose deadline ends before the withdrawal period, without the explicit immediate start. */
  early_start_required: unprocessable,
  /** An account-fee order the rulings give no claim: no change without an express yes, or every year time-barred. */
  no_unconsented_change: unprocessable,
  time_barred: unprocessable,
  /** Staff matching a declaration to a case or membership that does not exist. */
  contract_not_found: unprocessable,
};

/** Codes whose answer asks the client to authenticate with a bearer credential (RFC 6750). */
const challenged = new Set<string>(['missing_token', 'invalid_token', 'missing_api_key', 'invalid_api_key', 'unauthorized']);

/** The status of a refusal: its first item's (a refusal's items are about one situation); 500 for a code without a row. */
export function statusOf(errors: readonly ErrorItem[]): number {
  const code = errors[0]?.code;
  return code !== undefined && Object.hasOwn(errorStatus, code) ? errorStatus[code as keyof typeof errorStatus] : 500;
}

/** What a refusal's codes add to the answer's headers: when to try again, how to authenticate. */
export function headersOf(errors: readonly ErrorItem[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const retryAfter = errors.find((item) => typeof item.params.retryAfter === 'number')?.params.retryAfter;
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  if (errors.some((item) => challenged.has(item.code))) headers['WWW-Authenticate'] = 'Bearer';
  return headers;
}
