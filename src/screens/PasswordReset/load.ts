import type { Loader } from '@/page-setup/server-page';
import type { PasswordResetData } from '.';

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

/**
 * Rendered per request so the right form shows from the first paint. The link's credentials stay out
 * of caches and, through the route's ownParams, out of every link on the page.
 */
export const loadPasswordReset: Loader<PasswordResetData> = async ({ query }) => {
  const uid = single(query.uid);
  const client = single(query.client_id);
  const accessToken = single(query['access-token']);
  const credentials = uid && client && accessToken ? { uid, client, accessToken } : null;
  return { data: { credentials, firstPassword: Boolean(credentials) && single(query.first) === '1' } };
};
