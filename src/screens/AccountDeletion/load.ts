import { carriedQuery, withQuery } from '@/page-setup/query';
import type { Loader } from '@/page-setup/server-page';
import { routePath, routes } from '@/routes';
import { storedAuthOfRequest } from '@/session/page-request';
import type { AccountDeletionData } from '.';

/** Only for a signed-in customer, as the password change: the service decides on sending whether the session still holds. */
export const loadAccountDeletion: Loader<AccountDeletionData> = async ({ language, query, req }) => {
  if (!storedAuthOfRequest(req)) return { redirect: withQuery(routePath('signIn', language), carriedQuery(routes.accountDeletion[language], query)) };
  return { data: {} };
};
