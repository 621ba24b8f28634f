import type { AppProps } from 'next/app';
import Head from 'next/head';
import ReactDOMClient from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Layout } from '@/components/layout/Layout';
import { I18nProvider, type PageTranslations } from '@/i18n/I18nProvider';
import { defaultLanguage, type Language, languageOfPath } from '@/basics/language';
import { useBrowserValue } from '@/page-setup/client-only';
import type { PageProps } from '@/page-setup/page-props';
import type { StaffPageData } from '@/page-setup/staff-page';
import { PageProvider } from '@/page-setup/PageContext';
import { hydrateInTransition } from '@/page-setup/yielding-hydration';
import { GlobalStyle } from '@/styles/GlobalStyle';
import { theme } from '@/styles/theme';

if (typeof window !== 'undefined') hydrateInTransition(ReactDOMClient);

/**
 * Pages outside the route table (the static 404) are built once for every path; their language is
 * the requested path's, known only in the browser. Other pages never read the location here, so their
 * hydration is not followed by a second render.
 */
function usePageLanguage(pageProps: Partial<PageProps>): Language {
  const outsideRouteTable = !pageProps.routeId;
  const pathLanguage = useBrowserValue<Language | null>(
    () => (outsideRouteTable ? languageOfPath(window.location.pathname) : null),
    null,
  );
  return (outsideRouteTable && pathLanguage) || pageProps.language || defaultLanguage;
}

export default function PortalApp({ Component, pageProps }: AppProps<PageProps & Partial<StaffPageData>>) {
  const language = usePageLanguage(pageProps);
  const page = {
    language,
    routeId: pageProps.routeId ?? null,
    slugs: pageProps.slugs ?? { de: '/', en: '/en' },
  };

  return (
    <I18nProvider translations={pageProps._nextI18Next as PageTranslations | undefined} language={language}>
      <ThemeProvider theme={theme}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <GlobalStyle />
        <PageProvider value={page}>
          <Layout staff={pageProps.staff}>
            <Component {...pageProps} />
          </Layout>
        </PageProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
