import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'node:querystring';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import type { Language } from '@/i18n/language';
import { usePage } from '@/page/PageContext';
import { type RouteId, type RouteParams, matchRoute, ownParamsOf, routePath, routes } from '@/routes';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export type LinkProps = AnchorProps &
  (
    | { to: RouteId; params?: RouteParams; language?: Language; href?: never }
    | { href: string; to?: never; params?: never; language?: never }
  ) & {
    /** Extra query parameters for the target; they win over carried ones. */
    query?: Record<string, string>;
    hash?: string;
  };

/** Never carried: the language comes from the path. */
const notCarried = new Set(['lng']);

/**
 * The query parameters of the current page that travel on into internal links (shell_app, iframe,
 * tracking parameters …). Parameters the current page owns (a case id, reset credentials) and the
 * segments of its own dynamic path stay behind.
 */
export function carriedQuery(pathname: string, query: ParsedUrlQuery): Record<string, string> {
  const route = matchRoute(pathname);
  const own = new Set<string>(ownParamsOf(route?.id));
  if (route) {
    for (const language of ['de', 'en'] as const) {
      for (const [, name] of routes[route.id][language].matchAll(/\[(\w+)\]/g)) own.add(name);
    }
  }
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

export const isExternalUrl = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * The portal's link. Internal targets are named by route id (or given as a path) and get the current
 * page's query parameters; full URLs and mailto:/tel: links render as plain anchors.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, params, language, href, query, hash, children, ...anchor },
  ref,
) {
  const router = useRouter();
  const page = usePage();
  if (href !== undefined && isExternalUrl(href)) {
    return (
      <a ref={ref} href={href} {...anchor}>
        {children}
      </a>
    );
  }
  const path = to ? routePath(to, language ?? page.language, params) : (href as string);
  const target = withQuery(path, { ...carriedQuery(router.pathname, router.query), ...query }, hash);
  return (
    <NextLink ref={ref} href={target} {...anchor}>
      {children}
    </NextLink>
  );
});
