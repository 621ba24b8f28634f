import type { GetServerSideProps } from 'next';
import { fetchCurrentUser } from '@/api-client/account';
import { sanitiseHtml } from '@/html/safe-html';
import type { Language } from '@/i18n/language';
import { pageProps } from '@/page/page-props';
import { carriedQuery, withQuery } from '@/page/query';
import { routePath, routes } from '@/routes';
import { appUrl } from '@/config/app-url';
import { clearedAuthCookie, storedAuthCookie } from '@/session/auth-cookie-header';
import { authCookieName, parseStoredAuth } from '@/session/stored-auth';
import { type DashboardProps, dashboardNamespaces } from '.';

/**
 * The dashboard is decided on the server: without a valid session the visitor is sent to sign-in before
 * anything renders; with one, the user and their cases come from the account service, and the auth
 * cookie takes on the session's new expiry (a session lasts while it is used). When the service cannot
 * answer, the page shows its error state with status 503, so that monitors and caches see the outage.
 */
export const dashboardServerProps =
  (language: Language): GetServerSideProps<DashboardProps> =>
  async ({ req, res, query }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const toSignIn = {
      redirect: {
        destination: withQuery(routePath('signIn', language), carriedQuery(routes.dashboard[language], query)),
        permanent: false,
      },
    };
    const auth = parseStoredAuth(req.cookies[authCookieName]);
    if (!auth) return toSignIn;

    const base = await pageProps('dashboard', language, dashboardNamespaces);
    const result = await fetchCurrentUser(auth, language);
    if (!result.ok) {
      if (result.status === 401) {
        // The service no longer knows this session (signed out elsewhere, password reset, expired).
        res.setHeader('Set-Cookie', clearedAuthCookie());
        return toSignIn;
      }
      res.statusCode = 503;
      return { props: { ...base, user: null, loadErrors: result.errors } };
    }
    const { user, expiredAt } = result.value;
    if (expiredAt && expiredAt !== auth.expiredAt) {
      res.setHeader('Set-Cookie', storedAuthCookie({ ...auth, expiredAt }, { secure: appUrl.startsWith('https:') }));
    }
    user.overview.requests = user.overview.requests.map((request) => ({
      ...request,
      // The account service sanitises too; the portal does not rely on another service for it.
      history: request.history.map((entry) => ({ ...entry, description: sanitiseHtml(entry.description) })),
    }));
    return { props: { ...base, user, loadErrors: [] } };
  };
