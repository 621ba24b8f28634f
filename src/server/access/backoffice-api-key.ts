/**
 * The back-office API's door (the provider's CLI and scripts): every call needs BACKOFFICE_API_KEY,
 * and wrong keys are counted per client address (secret-access.ts).
 */
import { serverConfig } from '../config';
import type { ApiRequest } from '../http/api';
import { bearerCredential, requireSecret, type SecretAccess } from './secret-access';

const backofficeAccess = (): SecretAccess => ({
  kind: 'api_key',
  setting: 'BACKOFFICE_API_KEY',
  secret: serverConfig.backofficeApiKey,
  failures: { limit: 10, windowSeconds: 15 * 60 },
  counter: 'backoffice_key_failures',
});

/** A route's `authorise` for the back-office API, for every domain that serves it (cases, reviews, staff). */
export const backofficeApiKey = {
  authorise: (request: ApiRequest) => requireSecret(request, bearerCredential(request), backofficeAccess()),
};
