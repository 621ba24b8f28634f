import { ok } from '../http/api';
import { ApiError } from '../http/errors';
import type { ApiRoute } from '../http/router';
import { MAXIMUM_SEARCH_LENGTH, searchBanks } from './search';

/**
 * `GET /girokosten/banks?search=` (spec section 7). The path lies outside /api: src/proxy.ts
 * rewrites it to the API route, and the router answers both forms.
 */
export const bankSearchPath = '/girokosten/banks';

export const bankRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: /^(\/api)?\/girokosten\/banks$/,
    handler: async (request) => {
      const search = request.query.get('search') ?? '';
      if (search.length > MAXIMUM_SEARCH_LENGTH) {
        throw ApiError.of(422, 'too_long', 'search', { max: MAXIMUM_SEARCH_LENGTH });
      }
      return ok(searchBanks(search), { 'Cache-Control': 'public, max-age=3600' });
    },
  },
];
