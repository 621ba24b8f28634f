import { request } from './http';

/** A bank as the search answers it (spec section 3). */
export interface BankSuggestion {
  name: string;
  unprocessable: boolean;
}

const isBank = (item: unknown): item is BankSuggestion =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as BankSuggestion).name === 'string' &&
  typeof (item as BankSuggestion).unprocessable === 'boolean';

/**
 * GET /girokosten/banks?search= (spec section 7). An answer with an error field, a failed call or
 * anything but a list becomes an empty list: the autocomplete then shows its no-options message.
 */
export async function searchBanks(search: string, signal?: AbortSignal): Promise<BankSuggestion[]> {
  const response = await request<unknown>('bankSearch', 'GET', '/girokosten/banks', { query: { search }, signal });
  if (!response.ok) return [];
  const data = response.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isBank).map(({ name, unprocessable }) => ({ name, unprocessable }));
}
