import { isLanguage, type Language } from '@/i18n/language';
import { ApiError } from '../http/errors';

/**
 * The language of texts in an engine answer, from the `locale` query parameter (`de` or `en`).
 * Without it the answer is German, the portal's fallback language; an unknown value is an error
 * rather than a silent fallback, so a caller's mistake shows at once.
 */
export function requestLocale(query: URLSearchParams): Language {
  const value = query.get('locale');
  if (value === null || value === '') return 'de';
  if (isLanguage(value)) return value;
  throw ApiError.of(422, 'unsupported_locale', 'locale', { supported: 'de, en' });
}
