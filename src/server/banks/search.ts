import { searchKey } from '../text/search-key';
import { type Bank, bankCatalogue } from './catalogue';

/** The spec (sections 5 and 9): the portal searches only from three characters on. */
export const MINIMUM_SEARCH_LENGTH = 3;

/** Enough for the autocomplete's scrolling menu; a longer list means the visitor should type on. */
export const MAXIMUM_RESULTS = 25;

/** Longer input is no bank name; it is answered with 422 rather than searched. */
export const MAXIMUM_SEARCH_LENGTH = 100;

export interface BankSearchHit {
  name: string;
  unprocessable: boolean;
}

/**
 * How well a key matches: 0 the whole name, 1 the start of the name, 2 the start of a word in it,
 * 3 every word of the query starts a word of the name, in any order ("sparkasse berlin"), 4 anywhere;
 * undefined no match.
 */
function rank(key: string, query: string): number | undefined {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (key.includes(` ${query}`)) return 2;
  const queryWords = query.split(' ');
  if (queryWords.length > 1) {
    const keyWords = key.split(' ');
    if (queryWords.every((word) => keyWords.some((keyWord) => keyWord.startsWith(word)))) return 3;
  }
  if (key.includes(query)) return 4;
  return undefined;
}

/** Banks whose name or alias matches, the closest first; fewer than three characters find nothing. */
export function searchBanks(text: string, banks: readonly Bank[] = bankCatalogue()): BankSearchHit[] {
  const query = searchKey(text);
  if (query.replace(/ /g, '').length < MINIMUM_SEARCH_LENGTH) return [];
  const hits: { bank: Bank; score: number }[] = [];
  for (const bank of banks) {
    let best: number | undefined;
    bank.keys.forEach((key, index) => {
      const found = rank(key, query);
      // A match on the bank's own name beats the same kind of match on an alias.
      if (found !== undefined) best = Math.min(best ?? Infinity, found * 2 + (index === 0 ? 0 : 1));
    });
    if (best !== undefined) hits.push({ bank, score: best });
  }
  hits.sort(
    (a, b) => a.score - b.score || a.bank.name.length - b.bank.name.length || a.bank.name.localeCompare(b.bank.name, 'de'),
  );
  return hits.slice(0, MAXIMUM_RESULTS).map(({ bank }) => ({ name: bank.name, unprocessable: bank.unprocessable }));
}
