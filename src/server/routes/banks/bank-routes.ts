import { bankSearch } from '@/contracts/banks';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { searchBanks } from '../../banks/search';

/** The bank search. Its list changes once a quarter, so answers may be cached for an hour. */
export const bankRoutes: ApiRoute[] = [
  route(bankSearch, async ({ query }) => ok(searchBanks(query.search ?? ''), { 'Cache-Control': 'public, max-age=3600' })),
];
