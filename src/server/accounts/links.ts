import type { Language } from '@/basics/language';
import { confirmationPath } from '@/contracts/accounts';
import { pageUrl, portalUrl } from '../portal-links';

/** The link in the confirmation e-mail: this service confirms, then sends the browser to sign-in. */
export const confirmationLink = (token: string) => portalUrl(confirmationPath, { confirmation_token: token });

/** The sign-in page; `confirmed=true` shows the notice that the address is confirmed. */
export const signInPage = (language: Language, query: Record<string, string> = {}) => pageUrl('signIn', language, query);

/** The portal's reset page with the reset credentials in the query, where the reset screen reads them. */
export const passwordResetLink = (language: Language, credentials: { uid: string; clientId: string; accessToken: string }) =>
  pageUrl('passwordReset', language, { uid: credentials.uid, client_id: credentials.clientId, 'access-token': credentials.accessToken });
