import type { GetStaticProps } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { defaultLanguage, type Language } from '@/basics/language';
import type { Namespace } from '@/i18n/namespaces';
import { loadTranslations } from '@/i18n/translations';
import { type RouteId, type RouteParams, routeSlugs } from '@/routes';

/** What every page hands to the app shell (layout, language switch, head tags). */
export interface PageProps extends SSRConfig {
  language: Language;
  /** The page's entry in the route table; null for pages outside it (404). */
  routeId: RouteId | null;
  /** The page's path (or full URL) in each language, for the DE | EN switch and hreflang. */
  slugs: Record<Language, string>;
}

export async function pageProps(
  routeId: RouteId,
  language: Language,
  namespaces: readonly Namespace[],
  params: RouteParams = {},
): Promise<PageProps> {
  return {
    ...(await loadTranslations(language, namespaces)),
    language,
    routeId,
    slugs: routeSlugs(routeId, params),
  };
}

/** getStaticProps for a statically generated page of the route table. */
export const staticPage =
  (routeId: RouteId, language: Language, namespaces: readonly Namespace[]): GetStaticProps<PageProps> =>
  async () => ({ props: await pageProps(routeId, language, namespaces) });

/**
 * The static 404 page answers every unknown path in both languages: it is built with both languages'
 * texts, and the app switches to the language of the requested path in the browser.
 */
export const notFoundPage: GetStaticProps<PageProps> = async () => ({
  props: {
    ...(await loadTranslations(defaultLanguage, [], ['en'])),
    language: defaultLanguage,
    routeId: null,
    slugs: { de: '/', en: '/en' },
  },
});
