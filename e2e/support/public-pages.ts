import { loadArticles } from '../../src/content/articles';
import { sitemapEntries } from '../../src/seo/sitemap';

/**
 * Every public page in both languages: exactly what the sitemap lists (the route table's public routes
 * and every article).
 */
export function publicPaths(): string[] {
  return sitemapEntries(loadArticles()).flatMap((entry) => [entry.paths.de, entry.paths.en]);
}
