import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import type { Language } from '@/basics/language';
import { usePage } from '@/page-setup/PageContext';
import { carriedQuery, withQuery } from '@/page-setup/query';
import { type RouteId, type RouteParams, routePath } from '@/routes';

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

export const isExternalUrl = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** Builds internal hrefs as `Link` does (for navigation from code, e.g. after a form succeeds). */
export function useRouteHref() {
  const router = useRouter();
  const page = usePage();
  const carried = carriedQuery(router.pathname, router.query);
  return (
    to: RouteId | { path: string },
    { language, query, params, hash }: { language?: Language; query?: Record<string, string>; params?: RouteParams; hash?: string } = {},
  ) => {
    const path = typeof to === 'string' ? routePath(to, language ?? page.language, params) : to.path;
    return withQuery(path, { ...carried, ...query }, hash);
  };
}

/**
 * The portal's link. Internal targets are named by route id (or given as a path) and get the current
 * page's query parameters; full URLs and mailto:/tel: links render as plain anchors.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, params, language, href, query, hash, children, ...anchor },
  ref,
) {
  const routeHref = useRouteHref();
  if (href !== undefined && isExternalUrl(href)) {
    return (
      <a ref={ref} href={href} {...anchor}>
        {children}
      </a>
    );
  }
  const target = routeHref(to ?? { path: href as string }, { language, params, query, hash });
  // No prefetching of every link that scrolls into view: in the pages router that downloads and runs
  // each target page's code while this page is still starting up (many links per page, a slow phone).
  // Next still prefetches a target when the pointer rests on its link or a finger touches it.
  return (
    <NextLink ref={ref} href={target} prefetch={false} {...anchor}>
      {children}
    </NextLink>
  );
});
