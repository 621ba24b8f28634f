/**
 * The engine service. A case's history goes only to whoever holds ENGINE_ACCESS_TOKEN (the portal's own
 * server, src/server/access/secret-access.ts). The case-details questionnaire is general product
 * information: no token, and it may be cached. Texts are German unless `locale=en` asks otherwise.
 */
import { caseDetailsRequest, caseHistoryRequest } from '@/contracts/engine';
import { isProductName } from '@/contracts/vocabulary/cases';
import { engineToken } from '../../access/secret-access';
import { DomainError } from '../../domain-error';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { readCaseHistory } from '../../cases/actions/read-case-history';
import { caseDetailsQuestionnaire } from '../../cases/case-details';
import { toEngineHistory, toOrderedOnly } from '../../cases/presentation';

export const engineRoutes: ApiRoute[] = [
  route(
    caseHistoryRequest,
    async ({ query }) => {
      const history = await readCaseHistory(query.id);
      const language = query.locale || 'de';
      // Until its address is proven the link shows what was ordered, nothing the provider wrote since.
      const shown = history.case.emailProvenAt ? toEngineHistory(history, language, history.deadline) : toOrderedOnly(history, language, history.deadline);
      return ok(shown, { 'Cache-Control': 'private, no-store' });
    },
    engineToken,
  ),
  route(caseDetailsRequest, async ({ query, params }) => {
    if (!isProductName(params.product)) throw DomainError.of('not_found', 'product_name');
    return ok(caseDetailsQuestionnaire(params.product, query.locale || 'de'), { 'Cache-Control': 'public, max-age=300' });
  }),
];
