import Head from 'next/head';
import { appUrl } from '@/config/app-url';
import { brand } from '@/basics/brand';
import { isExternalUrl } from '@/components/Link';
import { type Language, languages, localeTag } from '@/basics/language';
import { usePage } from '@/page-setup/PageContext';
import { isPrivateRoute } from '@/routes';

const absolute = (pathOrUrl: string) => (isExternalUrl(pathOrUrl) ? pathOrUrl : `${appUrl}${pathOrUrl}`);

const ogLocale = (language: Language) => localeTag[language].replace('-', '_');

/**
 * The share image (1200×630 PNG per language, made by scripts/assets/render-share-images.ts); link
 * previews of every page show it.
 */
export const shareImage = { width: 1200, height: 630, path: (language: Language) => `/share/klarfall-${language}.png` };

/**
 * Title, description and the tags search engines and link previews read: canonical, hreflang
 * alternates for both languages (German as x-default) and Open Graph.
 */
export function PageHead({ title, description, type = 'website' }: { title: string; description?: string; type?: 'website' | 'article' }) {
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
        <link key={`hreflang-${other}`} rel="alternate" hrefLang={other} href={absolute(slugs[other])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(slugs.de)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(language)} />
      {languages
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={`og-locale-${other}`} property="og:locale:alternate" content={ogLocale(other)} />
        ))}
      <meta property="og:image" content={absolute(shareImage.path(language))} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={brand.name} />
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
