import Head from 'next/head';
import { appUrl } from '@/config/app-url';
import { brand } from '@/config/brand';
import { isExternalUrl } from '@/components/Link';
import { type Language, languages, localeTag } from '@/i18n/language';
import { usePage } from '@/page/PageContext';
import { isPrivateRoute } from '@/routes';

const absolute = (pathOrUrl: string) => (isExternalUrl(pathOrUrl) ? pathOrUrl : `${appUrl}${pathOrUrl}`);

/**
 * Title, description and the tags search engines and link previews read: canonical, hreflang
 * alternates for both languages (German as x-default) and Open Graph.
 */
export function PageHead({ title, description }: { title: string; description?: string }) {
  const { language, routeId, slugs } = usePage();
  const fullTitle = `${title} | ${brand.name}`;
  const canonical = absolute(slugs[language]);
  const noindex = routeId === null || isPrivateRoute(routeId);
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {languages.map((other: Language) => (
        <link key={other} rel="alternate" hrefLang={other} href={absolute(slugs[other])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(slugs.de)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={localeTag[language].replace('-', '_')} />
    </Head>
  );
}
