import { domainToUnicode } from 'node:url';

/**
 * The address as its owner reads it, for pages rendered on the server: the account service keeps an
 * internationalised domain in its xn-- form (`kim@xn--bcher-kva.de`), the customer typed and knows
 * `kim@bücher.de`.
 */
export function readableEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0 || !email.includes('xn--', at)) return email;
  const domain = domainToUnicode(email.slice(at + 1));
  return domain ? `${email.slice(0, at)}@${domain}` : email;
}
