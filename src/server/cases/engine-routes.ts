import { ok } from '../http/api';
import { ApiError } from '../http/errors';
import type { ApiRoute } from '../http/router';
import { serverConfig } from '../config';
import { bearerCredential, requireSecret, type SecretAccess } from './access';
import { caseDetailsQuestionnaire } from './case-details';
import { findCaseByPublicId, withHistory } from './case-store';
import { isPublicCaseIdFormat } from './identifiers';
import { toEngineHistory } from './presentation';
import { isProductName } from './products';
import { requestLocale } from './request-locale';

/**
 * The engine service (spec section 7).
 *
 * `GET /api/request_history.json?id=<case id>[&locale=de|en]` answers the history of a case to whoever
 * holds ENGINE_ACCESS_TOKEN: the portal's own server, which renders the status page. The token comes
 * in `Authorization: Bearer <token>` (what the portal sends; it stays out of URLs and access logs) or,
 * for callers that follow the spec's `{token}` literally, in a `token` query parameter.
 *
 * `GET /api/v1/funnels/<product name>-case-details.json[?locale=de|en]` answers the product's
 * case-details questionnaire. It is general product information, so it needs no token and may be
 * cached.
 */
const engineAccess = (): SecretAccess => ({
  kind: 'token',
  setting: 'ENGINE_ACCESS_TOKEN',
  secret: serverConfig.engineAccessToken,
  failures: { limit: 20, windowSeconds: 15 * 60 },
  counter: 'engine_token_failures',
});

export const engineRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/request_history.json',
    handler: async (request) => {
      await requireSecret(request, bearerCredential(request) ?? request.query.get('token') ?? undefined, engineAccess());
      const language = requestLocale(request.query);
      const id = request.query.get('id');
      if (!id) throw ApiError.of(422, 'required', 'id');
      const row = isPublicCaseIdFormat(id) ? await findCaseByPublicId(id) : undefined;
      if (!row) throw ApiError.of(404, 'not_found', 'id');
      return ok(toEngineHistory(await withHistory(row), language), { 'Cache-Control': 'private, no-store' });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/v1\/funnels\/(?<product>[a-z0-9-]+)-case-details\.json$/,
    handler: async (request) => {
      const language = requestLocale(request.query);
      const product = request.params.product;
      if (!isProductName(product)) throw ApiError.of(404, 'not_found', 'product_name');
      return ok(caseDetailsQuestionnaire(product, language), { 'Cache-Control': 'public, max-age=300' });
    },
  },
];
