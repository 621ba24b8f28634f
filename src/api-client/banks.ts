/** The bank search (contract: src/contracts/banks.ts). */
import type { BankSuggestion } from '@/contracts/banks';
import { request, withContract } from './http';

/**
 * The banks whose name matches `search`. An answer with an error field, a failed call or anything but
 * a list becomes an empty list (the autocomplete then says it found nothing); stray entries of another
 * service's list are left out.
 */
export async function searchBanks(search: string, signal?: AbortSignal): Promise<BankSuggestion[]> {
  const response = await withContract(
    () => import('@/contracts/banks'),
    async ({ bankSearch, wellFormedBanks }) => {
      const answer = await request<unknown>('bankSearch', bankSearch.method, bankSearch.path, { query: { search }, signal });
      return answer.ok ? { ...answer, data: Array.isArray(answer.data) ? wellFormedBanks(answer.data) : [] } : answer;
    },
  );
  return response.ok ? response.data : [];
}
