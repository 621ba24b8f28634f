import { loadArticles } from '../../src/content/articles';
import { languages } from '../../src/i18n/language';
import { isPrivateRoute, routeIds, routePath, routes } from '../../src/routes';

/** Every public page of the site in both languages: the route table's fixed routes and each article. */
export function publicPaths(): string[] {
  const fixed = routeIds
    .filter((id) => !isPrivateRoute(id) && !routes[id].de.includes('['))
    .flatMap((id) => languages.map((language) => routePath(id, language)));
  const articles = loadArticles();
  const articlePaths = languages.flatMap((language) => articles[language].map((article) => routePath('article', language, { slug: article.slug })));
  return [...fixed, ...articlePaths];
}
