import { fetchCurrentUser } from '@/api-client/account';
import { fetchOwnMemberships } from '@/api-client/memberships';
import { fetchOwnReviews } from '@/api-client/reviews';
import { sanitiseHtml } from '@/html/safe-html';
import { carriedQuery, withQuery } from '@/page-setup/query';
import { readableEmail } from '@/page-setup/readable-email';
import type { Loader } from '@/page-setup/server-page';
import { routePath, routes } from '@/routes';
import { appUrl } from '@/config/app-url';
import { forgetStoredAuth, renewStoredAuth, storedAuthOfRequest } from '@/session/page-request';
import type { DashboardData } from '.';

/**
 * The dashboard is decided on the server: without a valid session the visitor is sent to sign-in
 * before anything renders; with one, the user and their cases come from the account service, and the
 * auth cookie takes on the session's new expiry (a session lasts while it is used). When the service
 * cannot answer, the page shows its error state with status 503, so that monitors and caches see the
 * outage.
 */
export const loadDashboard: Loader<DashboardData> = async ({ language, query, req, res }) => {
  const toSignIn = { redirect: withQuery(routePath('signIn', language), carriedQuery(routes.dashboard[language], query)) };
  const auth = storedAuthOfRequest(req);
  if (!auth) return toSignIn;
  const [response, reviews, memberships] = await Promise.all([fetchCurrentUser(auth, language), fetchOwnReviews(auth), fetchOwnMemberships(auth)]);
  if (!response.ok) {
    if (response.status !== 401) return { data: { user: null, reviews: [], loadErrors: response.errors }, status: 503 };
    // The service no longer knows this session (signed out elsewhere, password reset, expired).
    forgetStoredAuth(res);
    return toSignIn;
  }
  const user = response.data;
  const expiry = Number(response.headers.get('expiry'));
  if (Number.isFinite(expiry) && expiry > 0 && expiry !== auth.expiredAt) {
    renewStoredAuth(res, { ...auth, expiredAt: expiry }, { secure: appUrl.startsWith('https:') });
  }
  // The account service sanitises too; the portal does not rely on another service for it.
  const requests = user.overview.requests.map((request) => ({
    ...request,
    history: request.history.map((entry) => ({ ...entry, description: sanitiseHtml(entry.description) })),
  }));
  const profile = { ...user.overview.profile, email: readableEmail(user.overview.profile.email) };
  // Without its ratings (another account service may have none) the dashboard invites to rate no case.
  const ownReviews = reviews.ok ? reviews.data.reviews : null;
  // Memberships the service could not list are said to be missing, never shown as none.
  const ownMemberships = memberships.ok ? memberships.data.memberships : null;
  return {
    data: { user: { ...user, email: readableEmail(user.email), overview: { ...user.overview, profile, requests } }, reviews: ownReviews, memberships: ownMemberships, loadErrors: [] },
  };
};
