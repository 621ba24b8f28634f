import type { Language } from '@/basics/language';
import { type RouteId, routePath } from '@/routes';
import { serverConfig } from './config';

/**
 * Full URLs on the portal's public origin (APP_URL, read at run time), for e-mails, redirects and the
 * back office. Paths come from the route table, like every other link of the portal.
 */
export function portalUrl(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${serverConfig.appUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A page of the route table in a language, with query parameters. */
export const pageUrl = (routeId: RouteId, language: Language, query: Record<string, string> = {}): string =>
  portalUrl(routePath(routeId, language), query);
