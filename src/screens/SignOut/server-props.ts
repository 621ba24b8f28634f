import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSideProps } from 'next';
import type { Language } from '@/i18n/language';
import { type PageProps, pageProps } from '@/page/page-props';
import { carriedQuery, withQuery } from '@/page/query';
import { routePath, routes } from '@/routes';
import { endServerSession, sessionOf } from '@/session/server-session';

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
export const signOutServerProps =
  (language: Language): GetServerSideProps<PageProps> =>
  async ({ req, res, query, resolvedUrl }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.method === 'POST') {
      const site = req.headers['sec-fetch-site'];
      if (site && site !== 'same-origin' && site !== 'none') return { redirect: { destination: resolvedUrl, statusCode: 303 } };
      await endServerSession(req, res);
      return { redirect: { destination: withQuery(routePath('signIn', language), queryToCarry(req, query, language)), statusCode: 303 } };
    }
    const toSignIn = withQuery(routePath('signIn', language), carriedQuery(routes.signOut[language], query));
    if (!sessionOf(req)) return { redirect: { destination: toSignIn, permanent: false } };
    return { props: await pageProps('signOut', language, []) };
  };
