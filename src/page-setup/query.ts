import type { ParsedUrlQuery } from 'node:querystring';
import { matchRoute, ownParamsOf, routes } from '@/routes';

/** Never carried: the language comes from the path (the carried-query script knows it too). */
const notCarried = new Set(['lng']);

/** The query names a page keeps to itself: its own parameters and the segments of its dynamic path. */
export function ownQueryNames(pathname: string): string[] {
  const route = matchRoute(pathname);
  const own = new Set<string>(ownParamsOf(route?.id));
  // A page pattern outside the route table (the English "not found" catch-all, /en/[...path]).
  for (const [, name] of pathname.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)) own.add(name);
  if (route) {
    for (const language of ['de', 'en'] as const) {
      for (const [, name] of routes[route.id][language].matchAll(/\[(\w+)\]/g)) own.add(name);
    }
  }
  return [...own];
}

/**
 * The query parameters of the current page that travel on into internal links (shell_app, iframe,
 * tracking parameters …). Parameters the current page owns (a case id, reset credentials) and the
 * segments of its own dynamic path stay behind. Pages without client JavaScript do the same with
 * the carried-query script of src/page-setup/inline-scripts.js.
 */
export function carriedQuery(pathname: string, query: ParsedUrlQuery): Record<string, string> {
  const own = new Set(ownQueryNames(pathname));
  const carried: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined || own.has(name) || notCarried.has(name)) continue;
    carried[name] = first;
  }
  return carried;
}

export function withQuery(path: string, query: Record<string, string>, hash?: string): string {
  const [base, existing = ''] = path.split('?', 2);
  const search = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(query)) search.set(name, value);
  const queryString = search.toString();
  return `${base}${queryString ? `?${queryString}` : ''}${hash ? `#${hash}` : ''}`;
}
