/**
 * The engine service's door: a case's history goes only to whoever holds ENGINE_ACCESS_TOKEN, the
 * portal's own server, which renders the status page. The token comes in `Authorization: Bearer
 * <token>` (what the portal sends; it stays out of URLs and access logs) or, for callers that put it
 * into the URL, in a `token` query parameter.
 */
import { serverConfig } from '../config';
import type { ApiRequest } from '../http/api';
import { bearerCredential, requireSecret, type SecretAccess } from './secret-access';

const engineAccess = (): SecretAccess => ({
  kind: 'token',
  setting: 'ENGINE_ACCESS_TOKEN',
  secret: serverConfig.engineAccessToken,
  failures: { limit: 20, windowSeconds: 15 * 60 },
  counter: 'engine_token_failures',
});

export const engineToken = {
  authorise: (request: ApiRequest) => requireSecret(request, bearerCredential(request) ?? request.query.get('token') ?? undefined, engineAccess()),
};
