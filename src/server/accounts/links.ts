import type { Language } from '@/i18n/language';
import { routePath } from '@/routes';
import { serverConfig } from '../config';

/** Where the account e-mails and redirects lead, on the portal's public origin (APP_URL). */
const portalUrl = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(path, `${serverConfig.appUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
};

export const confirmationPath = '/api/v1/users/confirmation';

/** The link in the confirmation e-mail: this service confirms, then sends the browser to sign-in. */
export const confirmationLink = (token: string) => portalUrl(confirmationPath, { confirmation_token: token });

/** Sign-in page in the customer's language; `confirmed=true` shows the spec's confirmed notice. */
export const signInPage = (language: Language, query: Record<string, string> = {}) => portalUrl(routePath('signIn', language), query);

/** The portal's reset page with the reset credentials, as the spec's reset screen reads them. */
export const passwordResetLink = (language: Language, credentials: { uid: string; clientId: string; accessToken: string }) =>
  portalUrl(routePath('passwordReset', language), {
    uid: credentials.uid,
    client_id: credentials.clientId,
    'access-token': credentials.accessToken,
  });
