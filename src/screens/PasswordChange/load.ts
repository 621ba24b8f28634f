import { carriedQuery, withQuery } from '@/page-setup/query';
import type { Loader } from '@/page-setup/server-page';
import { routePath, routes } from '@/routes';
import { storedAuthOfRequest } from '@/session/page-request';
import type { PasswordChangeData } from '.';

/**
 * Only for a signed-in customer: without a stored session the visitor goes to sign-in first (with the
 * carried query), before anything renders. Whether the session is still valid the service decides
 * when the form is sent.
 */
export const loadPasswordChange: Loader<PasswordChangeData> = async ({ language, query, req }) => {
  if (!storedAuthOfRequest(req)) return { redirect: withQuery(routePath('signIn', language), carriedQuery(routes.passwordChange[language], query)) };
  return { data: {} };
};
