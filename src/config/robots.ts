import { isStaffRoute, matchRoute } from '@/routes';

/**
 * The `X-Robots-Tag` of a response: the back office's pages (and the staff service) are for staff
 * only, so no search engine may index or follow them, even where a page's own meta tag is not read
 * (a redirect, an error page).
 */
export function robotsTagFor(pathname: string): string | undefined {
  if (pathname.startsWith('/api/staff/')) return 'noindex, nofollow';
  try {
    const match = matchRoute(pathname);
    return match && isStaffRoute(match.id) ? 'noindex, nofollow' : undefined;
  } catch {
    return undefined;
  }
}
