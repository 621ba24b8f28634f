/**
 * The mandate record: what proves a contract concluded online – the contract text version agreed to,
 * the full name typed as signature, when, from which IP address and browser, and whether the customer
 * asked us to start before the withdrawal period ends. Orders and memberships keep it alike (its
 * columns: src/server/db/tables/mandate-record.ts).
 */

/** Where the request came from. */
export interface OrderOrigin {
  at: Date;
  ip: string;
  userAgent: string;
  /** The address of the confirmed account the request was signed in with, if any (it proves that address). */
  signedInAs?: string;
}

/** The user agent as sent, within reason: a header of kilobytes is no record worth keeping whole. */
export const maxUserAgentLength = 1000;

/** The record of a request's consent, as the columns take it. */
export const mandateRecordOf = (consent: { text_version: string; typed_name: string; early_start: boolean }, origin: OrderOrigin) => ({
  textVersion: consent.text_version,
  typedName: consent.typed_name.trim(),
  signedAt: origin.at,
  ip: origin.ip,
  userAgent: Array.from(origin.userAgent).slice(0, maxUserAgentLength).join(''),
  earlyStart: consent.early_start,
});
