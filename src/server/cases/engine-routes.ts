/**
 * The engine service. A case's history goes only to whoever holds ENGINE_ACCESS_TOKEN: the portal's own
 * server, which renders the status page. The token comes in `Authorization: Bearer <token>` (what the
 * portal sends; it stays out of URLs and access logs) or, for callers that put it into the URL, in a
 * `token` query parameter. The case-details questionnaire is general product information: no token,
 * and it may be cached. Texts are German unless `locale=en` asks otherwise.
 */
import { caseDetailsRequest, caseHistoryRequest } from '@/contracts/engine';
import { isProductName } from '@/contracts/vocabulary/cases';
import { ok } from '../http/api';
import { ApiError } from '../http/errors';
import { type ApiRoute, route } from '../http/router';
import { serverConfig } from '../config';
import { now } from '../clock';
import { caseDeadline } from '../commissioning/case-deadline';
import { orderOfCase } from '../commissioning/case-orders';
import { bearerCredential, requireSecret, type SecretAccess } from './access';
import { caseDetailsQuestionnaire } from './case-details';
import { findCaseByPublicId, withHistory } from './case-store';
import { isPublicCaseIdFormat } from './identifiers';
import { toEngineHistory } from './presentation';

const engineAccess = (): SecretAccess => ({
  kind: 'token',
  setting: 'ENGINE_ACCESS_TOKEN',
  secret: serverConfig.engineAccessToken,
  failures: { limit: 20, windowSeconds: 15 * 60 },
  counter: 'engine_token_failures',
});

export const engineRoutes: ApiRoute[] = [
  route(
    caseHistoryRequest,
    async ({ query }) => {
      const row = isPublicCaseIdFormat(query.id) ? await findCaseByPublicId(query.id) : undefined;
      if (!row) throw ApiError.of(404, 'not_found', 'id');
      const [withEntries, order] = await Promise.all([withHistory(row), orderOfCase(row.id)]);
      return ok(toEngineHistory(withEntries, query.locale || 'de', caseDeadline(row, order, now())), { 'Cache-Control': 'private, no-store' });
    },
    { authorise: (request) => requireSecret(request, bearerCredential(request) ?? request.query.get('token') ?? undefined, engineAccess()) },
  ),
  route(caseDetailsRequest, async ({ query, params }) => {
    if (!isProductName(params.product)) throw ApiError.of(404, 'not_found', 'product_name');
    return ok(caseDetailsQuestionnaire(params.product, query.locale || 'de'), { 'Cache-Control': 'public, max-age=300' });
  }),
];
