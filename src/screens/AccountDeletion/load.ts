import { fetchRunningContracts } from '@/api-client/privacy';
import { carriedQuery, withQuery } from '@/page-setup/query';
import type { Loader } from '@/page-setup/server-page';
import { routePath, routes } from '@/routes';
import { forgetStoredAuth, storedAuthOfRequest } from '@/session/page-request';
import type { AccountDeletionData } from '.';

/**
 * Only for a signed-in customer, with the account's running cases and memberships: the page must say
 * what happens to each before the password is asked. When the service cannot list them, the page says
 * so with status 503 and offers no deletion: deleting blind could drop a case with a deadline.
 */
export const loadAccountDeletion: Loader<AccountDeletionData> = async ({ language, query, req, res }) => {
  const toSignIn = { redirect: withQuery(routePath('signIn', language), carriedQuery(routes.accountDeletion[language], query)) };
  const auth = storedAuthOfRequest(req);
  if (!auth) return toSignIn;
  const response = await fetchRunningContracts(auth);
  if (response.ok) return { data: { running: response.data, loadErrors: [] } };
  if (response.status === 401) {
    forgetStoredAuth(res);
    return toSignIn;
  }
  return { data: { running: null, loadErrors: response.errors }, status: 503 };
};
