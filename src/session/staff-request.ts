import { staffCookieName } from '@/contracts/vocabulary/staff';

/**
 * The staff session of a page request, as the Cookie header to pass on to the staff service. The
 * cookie is HttpOnly: the browser's scripts never see it, only the service and the pages' loaders.
 */
export function staffCookieOfRequest(req: { cookies: Partial<Record<string, string>> }): string | undefined {
  const token = req.cookies[staffCookieName];
  return token ? `${staffCookieName}=${token}` : undefined;
}
