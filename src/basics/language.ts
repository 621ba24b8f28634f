export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

/** German is the fallback language of the portal. */
export const defaultLanguage: Language = 'de';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** A stored language as the portal's: what no language of the portal is reads as the fallback. */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : defaultLanguage);

/** The language of a portal path: `/en` and everything below it is English, every other path German. */
export function languageOfPath(path: string): Language {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

/** BCP 47 tags with region, for date and number formatting. */
export const localeTag: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
