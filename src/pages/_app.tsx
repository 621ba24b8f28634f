import type { AppProps } from 'next/app';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { Layout } from '@/components/layout/Layout';
import { defaultLanguage, type Language, languageOfPath } from '@/i18n/language';
import { useTranslation } from '@/i18n/useTranslation';
import { useBrowserValue } from '@/page/client-only';
import type { PageProps } from '@/page/page-props';
import { PageProvider } from '@/page/PageContext';
import { GlobalStyle } from '@/styles/GlobalStyle';
import { theme } from '@/styles/theme';
import i18nConfig from '../../next-i18next.config';

/**
 * Pages outside the route table (the static 404) are built once for every path; their language is
 * the requested path's, known only in the browser.
 */
function usePageLanguage(pageProps: Partial<PageProps>): Language {
  const pathLanguage = useBrowserValue<Language | null>(() => languageOfPath(window.location.pathname), null);
  const outsideRouteTable = !pageProps.routeId;
  return (outsideRouteTable && pathLanguage) || pageProps.language || defaultLanguage;
}

/** Keeps i18next and <html lang> on the page's language across client-side navigation. */
function LanguageSync({ language }: { language: Language }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}

function PortalApp({ Component, pageProps }: AppProps<PageProps>) {
  const language = usePageLanguage(pageProps);
  const page = {
    language,
    routeId: pageProps.routeId ?? null,
    slugs: pageProps.slugs ?? { de: '/', en: '/en' },
  };

  return (
    <ThemeProvider theme={theme}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <GlobalStyle />
      <LanguageSync language={language} />
      <PageProvider value={page}>
        <Layout>
          <Component {...pageProps} />
        </Layout>
      </PageProvider>
    </ThemeProvider>
  );
}

export default appWithTranslation(PortalApp, i18nConfig);
