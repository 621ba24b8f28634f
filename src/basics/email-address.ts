/**
 * E-mail addresses are compared trimmed and case-insensitively (people type their address in any
 * case), so they are stored that way. A case belongs to the account with exactly its address.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** RFC 5321 limits a forward path to 254 characters. */
export const maxEmailLength = 254;

// RFC 5322 "dot-atom" local part and a DNS host name with a top-level domain of letters (or an IDN's
// xn-- form). ASCII only: the address is the devise_token_auth `uid`, which travels in an HTTP header.
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const topLevelDomain = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isEmailAddress(email: string): boolean {
  const normalised = normaliseEmail(email);
  if (normalised.length > maxEmailLength) return false;
  const at = normalised.lastIndexOf('@');
  if (at < 1) return false;
  const local = normalised.slice(0, at);
  const labels = normalised.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelDomain.test(labels[labels.length - 1])
  );
}
