import { staffCookieNames } from '@/contracts/vocabulary/staff';

/**
 * The staff session of a page request, as the Cookie header to pass on to the staff service. The
 * cookie is HttpOnly: the browser's scripts never see it, only the service and the pages' loaders.
 */
export function staffCookieOfRequest(req: { cookies: Partial<Record<string, string>> }): string | undefined {
  // The service reads only the name its own scheme calls for; the loader passes on whichever came.
  const cookies = Object.values(staffCookieNames).flatMap((name) => (req.cookies[name] ? [`${name}=${req.cookies[name]}`] : []));
  return cookies.length > 0 ? cookies.join('; ') : undefined;
}
