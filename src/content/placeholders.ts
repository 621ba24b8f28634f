import { brand } from '@/basics/brand';
import { formattedFigures } from '@/domain/marketing-figures';
import type { Language } from '@/basics/language';
import { provider } from '@/basics/provider';
import { ContentError } from './markdown';

const supportDays: Record<Language, string> = { de: 'Montag bis Freitag', en: 'Monday to Friday' };

/**
 * The values content files may use as {{name}}: the brand settings and the provider's legal data (so the
 * imprint and the privacy policy show the configured company) and the marketed figures, formatted for
 * the language.
 */
export function placeholderValues(language: Language): Record<string, string> {
  const { from, to } = brand.supportHours;
  return {
    brand: brand.name,
    supportEmail: brand.supportEmail,
    phone: brand.phone,
    phoneDigits: brand.phone.replace(/[^\d+]/g, ''),
    supportHours: language === 'de' ? `${supportDays.de}, ${from}–${to} Uhr` : `${supportDays.en}, ${from}–${to}`,
    ...provider,
    ...formattedFigures(language),
  };
}

/** Fills {{name}} placeholders; an unknown name is an error, so a typo never reaches a page. */
export function fillPlaceholders(text: string, values: Record<string, string>, file: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new ContentError(file, `unknown placeholder {{${name}}}`);
    return value;
  });
}
