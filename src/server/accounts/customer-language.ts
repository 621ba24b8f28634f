import { defaultLanguage, isLanguage, type Language, languageOrDefault } from '@/basics/language';

/**
 * The language an account's e-mails and links use, decided at registration: the `locale` the portal
 * sends (the language of the sign-up page the customer used) wins; clients that send none (e.g.
 * off-the-shelf devise_token_auth clients) get the best match of their Accept-Language header; German
 * otherwise, the portal's fallback language.
 */
export function customerLanguage(locale: Language | undefined, acceptLanguage: string | undefined): Language {
  return locale ?? preferredLanguage(acceptLanguage) ?? defaultLanguage;
}

/** The supported language with the highest weight in an Accept-Language header (RFC 9110, 12.5.4). */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [range, ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (!(weight > 0) || weight > 1) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language;
}

/** The stored language of an account (the column only holds 'de' or 'en'). */
export const languageOf = (user: { language: string }): Language => languageOrDefault(user.language);
