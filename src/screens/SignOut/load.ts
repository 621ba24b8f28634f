import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { Language } from '@/basics/language';
import { carriedQuery, withQuery } from '@/page-setup/query';
import type { Loader } from '@/page-setup/server-page';
import { routePath, routes } from '@/routes';
import { endSessionOfRequest, storedAuthOfRequest } from '@/session/page-request';

/**
 * The query to carry on to sign-in: the sign-out page's own, or – for the form of a page built without
 * the visitor's query – the query of the page the form was sent from (the browser names it in Referer).
 */
function queryToCarry(req: IncomingMessage, query: ParsedUrlQuery, language: Language): Record<string, string> {
  const own = carriedQuery(routes.signOut[language], query);
  if (Object.keys(own).length > 0 || !req.headers.referer) return own;
  try {
    const from = new URL(req.headers.referer);
    if (from.host !== req.headers.host) return own;
    return carriedQuery(from.pathname, Object.fromEntries(from.searchParams));
  } catch {
    return own;
  }
}

/**
 * POST (the account menu's form on a page without client JavaScript): ends the session and goes on to
 * sign-in. A post from another site does not count – the browser names its origin in Sec-Fetch-Site (and
 * does not send the SameSite=Lax auth cookie with it anyway) – and gets the question instead.
 * GET: asks, as long as there is a session to end; otherwise there is nothing to do but sign in.
 */
export const loadSignOut: Loader<object> = async ({ language, query, req, res }) => {
  if (req.method === 'POST') {
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return { redirect: req.url ?? routes.signOut[language], seeOther: true };
    await endSessionOfRequest(req, res);
    return { redirect: withQuery(routePath('signIn', language), queryToCarry(req, query, language)), seeOther: true };
  }
  if (!storedAuthOfRequest(req)) return { redirect: withQuery(routePath('signIn', language), carriedQuery(routes.signOut[language], query)) };
  return { data: {} };
};
