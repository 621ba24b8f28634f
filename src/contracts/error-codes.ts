/**
 * The portal's one vocabulary of error codes, each with the params its texts may use. Server,
 * api-client, forms and CLI all speak it; errors.ts carries them in the failure envelope. Every code has a text in locales/<language>/errors.json
 * under its own name; a text under `<path>.<code>` words it for one field (`user.email.taken`).
 * tests/unit/contracts/error-codes.test.ts checks both languages against this list.
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
  /** An upload without Content-Length (411): its size must be known before it is read. */
  length_required: [],
  internal_error: [],
  /** The database cannot be reached or did not answer in time. */
  service_unavailable: ['retryAfter'],
  /** The client took too long to send its headers or body. */
  request_timeout: [],
  /** A state-changing request sent by another site's page (CSRF). */
  cross_site_request: [],

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
  /** A one-time link (a password reset, a staff invitation) past its lifetime. */
  link_expired: [],
  /** A newsletter confirmation link that is unknown, used or older than its validity. */
  newsletter_link_invalid: [],
  taken: [],
  /** A password change whose current password is not the account's. */
  wrong_password: [],

  // The back office's staff accounts.
  /** A staff member's role does not allow the action (a caseworker trying an admin's). */
  forbidden: [],
  /** A TOTP code that is wrong, outside its time window or used already (at enrolment). */
  invalid_code: [],
  /**
   * Staff sign-in refused: the address, the password or the second factor (a code, a recovery code
   * used before). One answer for all, so that a stolen password cannot be confirmed by trying codes.
   */
  staff_sign_in_failed: [],
  invitation_invalid: [],
  /** The change would leave the back office without an active admin. */
  last_admin: [],
  already_enrolled: [],
  staff_deactivated: [],
  /** An admin acting on their own account where only another admin may (resetting their own access). */
  own_staff_account: [],
  /** A case given to someone who is not an active member (invited, deactivated, unknown). */
  not_active_staff: [],

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
  /** Control characters (other than tab and line breaks), or a name with characters no name has. */
  invalid_characters: [],
  /** A web address where none belongs, e.g. in a person's name. */
  contains_link: [],
  does_not_match: [],
  /** The account service's verdict on an address (RFC 5321/5322, as it stores addresses). */
  is_not_an_email: [],
  /** An address whose part before the @ is not ASCII: it needs SMTPUTF8 all the way to the mailbox. */
  non_ascii_local_part: [],
  invalid_date: [],
  in_future: [],
  too_early: ['min'],
  /** A day beyond the latest plausible one (`max`, YYYY-MM-DD). */
  too_late: ['max'],
  invalid_postal_code: [],
  /** Not a phone number: 6 to 20 digits, with +, spaces, dashes, slashes or brackets. */
  invalid_phone: [],
  implausible_for_area: ['min', 'max'],
  invalid_choice: ['allowed'],
  unsupported_language: ['allowed'],
  unknown_product: ['allowed'],
  unknown_status: ['allowed'],
  unknown_bank: [],
  no_changes: [],
  iban_unknown_country: [],
  iban_wrong_format: [],
  iban_wrong_check_digits: [],
  iban_country_not_accepted: [],
  /** No German bank has the IBAN's sort code (Bundesbank file). */
  iban_unknown_bank: [],
  /** The account-fee claim cannot be pursued against this bank (unprocessable.ts). */
  bank_unprocessable: ['bank'],

  // Orders.
  /** The contract texts agreed to are not the ones orders are taken on now. */
  unknown_text_version: [],
  /** An idempotency key sent again with another order than the first time. */
  idempotency_key_reused: [],
  /**
   * A dismissal whose deadline (§ 4 KSchG) ends before work would begin after the withdrawal period:
   * only the express request for an immediate start keeps it. `deadline` and `start` are YYYY-MM-DD.
   */
  early_start_required: ['deadline', 'start'],
  /** An account-fee claim without fees raised or introduced without the customer's express yes: nothing to buy. */
  no_unconsented_change: [],
  /** Every unagreed account fee was debited before `firstYear`, the first year not yet time-barred. */
  time_barred: ['firstYear'],

  // Memberships.
  /** Memberships are paid by SEPA direct debit, and no creditor identifier is configured. */
  memberships_unavailable: [],
  /** No membership has this mandate reference for the caller (it does not exist, or it is someone else's). */
  membership_not_found: [],
  /**
   * A new question about a membership the consumer has withdrawn from: its earlier answers stay
   * readable, new questions go to the info mailbox (`email`).
   */
  membership_withdrawn: ['email'],

  // Proving an e-mail address.
  /** The link's token was sent to nobody, or what it proved is gone. */
  address_proof_invalid: [],

  // Contract declarations (withdrawals and cancellations received without signing in).
  /** Staff matching a declaration: no case or membership has this reference. */
  contract_not_found: [],
  /** The declaration already took effect or was closed. */
  declaration_settled: [],

  // Reviews.
  /** Stars outside 1 to 5 or not a whole number. */
  invalid_rating: ['min', 'max'],
  /** Only a case whose work is over can be rated. */
  case_not_closed: [],
  /** Each case is rated once. */
  already_rated: [],
  /** A rejected rating stays rejected: it is never published. */
  review_rejected: [],

  // Uploaded documents (checked by content, src/server/documents).
  document_empty: [],
  /** `max` in megabytes. */
  document_too_large: ['max'],
  document_unsupported_type: [],
  document_name_mismatch: ['extension', 'detected'],
  too_many_documents: ['max'],
  /** An upload draft's files together would exceed its bytes; `max` in megabytes. */
  draft_too_large: ['max'],
  /** This client network has uploaded its bytes for the window (429). */
  upload_quota_exceeded: ['retryAfter', 'hours'],
  /** Everybody's unordered uploads are at their limit: uploads pause (507). */
  uploads_paused: ['retryAfter', 'hours'],
  invalid_category: [],
  /** The upload draft's token is unknown or its uploads have expired. */
  draft_expired: [],

  // A case's conversation.
  /** No case has this id or reference for the caller (it does not exist, or it is someone else's). */
  case_not_found: [],
  /** A document sent with a message is not one of the case's documents. */
  unknown_document: [],

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

export type ParamValue = string | number | boolean;

/** The params a code's texts use. */
export type ErrorParams<C extends ErrorCode = ErrorCode> = { [Name in (typeof errorCodes)[C][number]]: ParamValue };

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorCodes, value);

