import type { GetServerSideProps } from 'next';
import type { Language } from '@/i18n/language';
import { pageProps } from '@/page/page-props';
import { type PasswordResetProps, passwordResetNamespaces } from '.';

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

/**
 * Rendered per request so the right form shows from the first paint. The link's credentials stay out of
 * caches (no-store) and, through the route's ownParams, out of every link on the page.
 */
export const passwordResetServerProps =
  (language: Language): GetServerSideProps<PasswordResetProps> =>
  async ({ query, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const uid = single(query.uid);
    const client = single(query.client_id);
    const accessToken = single(query['access-token']);
    return {
      props: {
        ...(await pageProps('passwordReset', language, passwordResetNamespaces)),
        credentials: uid && client && accessToken ? { uid, client, accessToken } : null,
      },
    };
  };
