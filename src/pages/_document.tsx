import Document, { type DocumentContext, type DocumentInitialProps, Head, Html, Main, NextScript } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { brandColors } from '@/basics/brand';
import { carriedQueryScript, layoutModeScript, signedInScript } from '@/page-setup/inline-scripts';
import { ownQueryNames } from '@/page-setup/query';
import { isLanguage, languageOfPath } from '@/basics/language';
import { isAppRoute, matchRoute } from '@/routes';

export default class PortalDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    // styled-components: collect the styles of this render and ship them in <head>, so the page is
    // styled before any script runs.
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const { page, props } = this.props.__NEXT_DATA__;
    // The page's own language tag wins; otherwise the path decides.
    const pageLanguage = props?.pageProps?.language;
    const lang = isLanguage(pageLanguage) ? pageLanguage : languageOfPath(page);
    const appRoute = isAppRoute(matchRoute(page)?.id);
    return (
      <Html lang={lang} data-app-route={appRoute ? '' : undefined}>
        <Head>
          <link rel="icon" href="/favicon.ico" sizes="any" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          <meta name="theme-color" content={brandColors.primary} />
          <script dangerouslySetInnerHTML={{ __html: layoutModeScript }} />
          <script dangerouslySetInnerHTML={{ __html: signedInScript }} />
        </Head>
        <body>
          <Main />
          {/* Pages that ship no client JavaScript (`config.unstable_runtimeJS`) carry the query without React. */}
          {this.props.unstable_runtimeJS === false && (
            <script data-own-params={ownQueryNames(page).join(' ')} dangerouslySetInnerHTML={{ __html: carriedQueryScript }} />
          )}
          <NextScript />
        </body>
      </Html>
    );
  }
}
