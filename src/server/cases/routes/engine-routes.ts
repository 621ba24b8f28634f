/**
 * The engine service. A case's history goes only to whoever holds ENGINE_ACCESS_TOKEN (the portal's own
 * server, src/server/access/engine-token.ts). The case-details questionnaire is general product
 * information: no token, and it may be cached. Texts are German unless `locale=en` asks otherwise.
 */
import { caseDetailsRequest, caseHistoryRequest } from '@/contracts/engine';
import { isProductName } from '@/contracts/vocabulary/cases';
import { ok } from '../../http/api';
import { ApiError } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import { now } from '../../clock';
import { caseDeadline } from '../case-deadline';
import { orderOfCase } from '../stores/case-orders';
import { engineToken } from '../../access/engine-token';
import { caseDetailsQuestionnaire } from '../case-details';
import { findCaseByPublicId, withHistory } from '../stores/case-store';
import { isPublicCaseIdFormat } from '../identifiers';
import { toEngineHistory } from '../presentation';

export const engineRoutes: ApiRoute[] = [
  route(
    caseHistoryRequest,
    async ({ query }) => {
      const row = isPublicCaseIdFormat(query.id) ? await findCaseByPublicId(query.id) : undefined;
      if (!row) throw ApiError.of(404, 'not_found', 'id');
      const [withEntries, order] = await Promise.all([withHistory(row), orderOfCase(row.id)]);
      return ok(toEngineHistory(withEntries, query.locale || 'de', caseDeadline(row, order, now())), { 'Cache-Control': 'private, no-store' });
    },
    engineToken,
  ),
  route(caseDetailsRequest, async ({ query, params }) => {
    if (!isProductName(params.product)) throw ApiError.of(404, 'not_found', 'product_name');
    return ok(caseDetailsQuestionnaire(params.product, query.locale || 'de'), { 'Cache-Control': 'public, max-age=300' });
  }),
];
