import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '../../next-i18next.config';
import type { Language } from '@/basics/language';
import type { Namespace } from './namespaces';

/**
 * Loads the namespaces a page needs in its language (plus `common`, which the layout always uses).
 * Server side only: called from getStaticProps/getServerSideProps.
 */
export function loadTranslations(language: Language, namespaces: readonly Namespace[], extraLanguages: Language[] = []) {
  const needed = Array.from(new Set<Namespace>(['common', ...namespaces]));
  return serverSideTranslations(language, needed, i18nConfig, extraLanguages.length ? extraLanguages : false);
}
