import { fetchCurrentUser } from '@/api-client/account';
import { sanitiseHtml } from '@/html/safe-html';
import { carriedQuery, withQuery } from '@/page/query';
import type { Loader } from '@/page/server-page';
import { routePath, routes } from '@/routes';
import { forgetStoredAuth, storedAuthOfRequest } from '@/session/page-request';
import type { DashboardData } from '.';

/**
 * The dashboard is decided on the server: without a valid session the visitor is sent to sign-in
 * before anything renders; with one, the user and their cases come from the account service.
 */
export const loadDashboard: Loader<DashboardData> = async ({ language, query, req, res }) => {
  const toSignIn = { redirect: withQuery(routePath('signIn', language), carriedQuery(routes.dashboard[language], query)) };
  const auth = storedAuthOfRequest(req);
  if (!auth) return toSignIn;
  const response = await fetchCurrentUser(auth, language);
  if (!response.ok) {
    if (response.status !== 401) return { data: { user: null, loadErrors: response.errors } };
    // The service no longer knows this session (signed out elsewhere, password reset, expired).
    forgetStoredAuth(res);
    return toSignIn;
  }
  const user = response.data;
  // The account service sanitises too; the portal does not rely on another service for it.
  const requests = user.overview.requests.map((request) => ({
    ...request,
    history: request.history.map((entry) => ({ ...entry, description: sanitiseHtml(entry.description) })),
  }));
  return { data: { user: { ...user, overview: { ...user.overview, requests } }, loadErrors: [] } };
};
