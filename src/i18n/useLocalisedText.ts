import type { LocalisedText } from '@/domain/localised-text';
import { useTranslation } from './useTranslation';

/**
 * Words for the domain's texts (`{key, values}` of the `commissioning` namespace, or of the namespace
 * the key names; values already formatted for the language): the same texts the order e-mail and the
 * confirmation PDF print.
 */
export function useLocalisedText(): (text: LocalisedText) => string {
  const { t } = useTranslation('commissioning');
  // The keys come from the domain's typed unions; plural forms (`_one`, `_other`) hide them from t's types.
  const translate = t as unknown as (key: string, values: Record<string, string | number>) => string;
  return (text) => translate(text.key, text.values);
}
