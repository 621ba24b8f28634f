import { type Language, localeTag } from '@/basics/language';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format for a language, built once: constructing an Intl.NumberFormat costs a phone about a
 * millisecond, and calculators format on every render.
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag[language], options);
    formats.set(key, format);
  }
  return format;
}

/** EUR as people read it in each language: "1.234,50 €" / "€1,234.50"; whole euros without cents. */
export function formatEuro(amount: number, language: Language, { cents = true }: { cents?: boolean } = {}): string {
  const digits = cents ? 2 : 0;
  return numberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/**
 * A decimal number as people type it. German writes "1.234,50", English "1,234.50"; both also type
 * "850.50" or "850,50" without thinking of the other notation. A single separator followed by exactly
 * three digits is read as a thousands separator ("1.200" is 1200 in German), otherwise as the decimal
 * mark. Answers undefined for anything that is not a number.
 */
export function parseDecimal(input: string, language: Language): number | undefined {
  const text = input.replace(/[\s\u00a0€]|EUR/gi, '');
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const [thousands, decimal] = language === 'de' ? ['.', ','] : [',', '.'];
  let normalised: string;
  if (text.includes(decimal)) {
    const [whole, fraction, ...rest] = text.split(decimal);
    if (rest.length > 0 || fraction.includes(thousands)) return undefined;
    if (whole.includes(thousands) && !new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`).test(whole)) return undefined;
    normalised = `${whole.split(thousands).join('')}.${fraction}`;
  } else if (text.includes(thousands)) {
    const groups = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`);
    const parts = text.split(thousands);
    if (groups.test(text)) normalised = parts.join('');
    else if (parts.length === 2) normalised = `${parts[0]}.${parts[1]}`;
    else return undefined;
  } else normalised = text;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}
