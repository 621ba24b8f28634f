/**
 * E-mail addresses are compared trimmed and case-insensitively (people type their address in any
 * case), so they are stored that way. A case belongs to the account with exactly its address.
 *
 * The address is also the devise_token_auth `uid`, which travels in an HTTP header, and the recipient
 * of every mail, so it is kept in ASCII:
 * - an internationalised domain ("kim@bücher.de") is stored in its IDNA form ("kim@xn--bcher-kva.de"),
 *   which every mail server delivers to and which is the same domain, however it was typed;
 * - a local part with other than ASCII characters ("jörg@example.de") is refused with its own reason:
 *   delivering to it needs SMTPUTF8 on every server on the way (RFC 6531), which the portal cannot
 *   promise for the mail server it is given, and an address that receives no mail cannot confirm
 *   an account or reset its password.
 */

/** RFC 5321 limits a forward path to 254 characters. */
export const maxEmailLength = 254;

// The characters a host name may not hold, whatever its script (the URL parser would read them as
// parts of a URL, or percent-decode them).
const notInDomain = /[\s/?#@:%\\[\]<>^|"]/;
const nonAscii = /[^\x00-\x7f]/;

/**
 * The domain in its IDNA (punycode) form, mapped as browsers map host names (UTS #46: case, width,
 * NFC), by the URL parser that browsers and Node share. A domain that is no host name stays as typed,
 * and the address check refuses it.
 */
function asciiDomain(domain: string): string {
  if (!nonAscii.test(domain) || notInDomain.test(domain)) return domain;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}

/** The address as it is stored and compared: trimmed, lower-case, its domain in IDNA form. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${asciiDomain(trimmed.slice(at + 1))}`;
}

// RFC 5322 "dot-atom" local part and a DNS host name with a top-level domain of letters (or an IDN's
// xn-- form).
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const topLevelDomain = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Why an address is refused: it is none, or its local part needs SMTPUTF8 (see above). */
export type EmailAddressProblem = 'not_an_address' | 'non_ascii_local_part';

export function emailAddressProblem(email: string): EmailAddressProblem | undefined {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 1) return 'not_an_address';
  const local = normalised.slice(0, at);
  const labels = normalised.slice(at + 1).split('.');
  const wellFormed =
    normalised.length <= maxEmailLength &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelDomain.test(labels[labels.length - 1]) &&
    local.length <= 64;
  if (!wellFormed) return 'not_an_address';
  if (localPart.test(local)) return undefined;
  // Only an otherwise sound address learns that its local part is the problem.
  return nonAscii.test(local) && localPart.test(local.replace(/[^\x00-\x7f]/gu, 'a')) ? 'non_ascii_local_part' : 'not_an_address';
}

export const isEmailAddress = (email: string): boolean => emailAddressProblem(email) === undefined;
