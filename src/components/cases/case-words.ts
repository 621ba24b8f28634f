import { useTranslation } from '@/i18n/useTranslation';

/**
 * A case's product title and status label in the reader's language (the page's), from the identifiers
 * the services send. Staff read a case in their own language, whatever language its customer reads it
 * in; a product or status this portal has no words for keeps the service's own text.
 */
export function useCaseWords() {
  const { t, i18n } = useTranslation('cases');
  const text = (key: string, fallback: string) => (i18n.exists(key) ? (t as (key: string) => string)(key) : fallback);
  return {
    product: (name: string, fallback: string) => text(`cases:products.${name}.title`, fallback),
    status: (status: string, fallback: string) => text(`cases:statuses.${status}.label`, fallback),
  };
}
