/**
 * sitemap.xml from the route table and the articles: every public page in both languages, each
 * entry listing its siblings as hreflang alternates (German as x-default), as search engines expect.
 */
import type { ArticleData } from '@/content/types';
import { type Language, languages } from '@/basics/language';
import { isPrivateRoute, routeIds, routePath, routes } from '@/routes';

export interface SitemapEntry {
  /** Path in each language. */
  paths: Record<Language, string>;
  /** YYYY-MM-DD, where known (articles). */
  lastModified?: string;
}

export function sitemapEntries(articles: Record<Language, ArticleData[]>): SitemapEntry[] {
  const pages = routeIds
    .filter((id) => !isPrivateRoute(id) && !routes[id].de.includes('['))
    .map((id) => ({ paths: { de: routePath(id, 'de'), en: routePath(id, 'en') } }));
  // Each article pair once, from its German side.
  const pairs = articles.de.map((article) => {
    const sibling = articles.en.find((candidate) => candidate.slug === article.siblingSlug);
    return {
      paths: { de: routePath('article', 'de', { slug: article.slug }), en: routePath('article', 'en', { slug: article.siblingSlug }) },
      lastModified: [article.date, sibling?.date ?? article.date].sort().at(-1),
    };
  });
  return [...pages, ...pairs];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const blocks = entries.flatMap((entry) =>
    languages.map((language) => {
      const alternates = [
        ...languages.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(entry.paths[other])}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.paths.de)}"/>`,
      ];
      return [
        '  <url>',
        `    <loc>${url(entry.paths[language])}</loc>`,
        ...(entry.lastModified ? [`    <lastmod>${entry.lastModified}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...blocks,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API is not a page. Private pages carry noindex
 * instead of a Disallow, because a crawler that may not fetch a page never sees its noindex. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
