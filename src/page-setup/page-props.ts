import type { GetServerSideProps, GetStaticProps } from 'next';
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

/** What a "page not found" answer hands to the app shell in a language (plus the texts of `extraLanguages`). */
export async function notFoundProps(language: Language, extraLanguages: Language[] = []): Promise<PageProps> {
  return {
    ...(await loadTranslations(language, [], extraLanguages)),
    language,
    routeId: null,
    slugs: { de: '/', en: '/en' },
  };
}

/**
 * The static 404 page answers every unknown German path, and those English ones that the English catch-all
 * (pages/en/[...path].tsx) cannot answer: it is built with both languages' texts, and the app switches to
 * the language of the requested path in the browser.
 */
export const notFoundPage: GetStaticProps<PageProps> = async () => ({ props: await notFoundProps(defaultLanguage, ['en']) });

/** An unknown path under /en: the 404 in English, rendered on the server, so it needs no JavaScript. */
export const englishNotFound: GetServerSideProps<PageProps> = async ({ res }) => {
  res.statusCode = 404;
  return { props: await notFoundProps('en') };
};
