import type { BankSuggestion } from '@/contracts/banks';
import { bankSearchLength } from '@/contracts/vocabulary/banks';
import { searchKey } from '../../basics/search-key';
import { type Bank, bankCatalogue } from './catalogue';

/** Enough for the autocomplete's scrolling menu; a longer list means the visitor should type on. */
export const MAXIMUM_RESULTS = 25;

/**
 * How well a key matches: 0 the whole name, 1 the start of the name, 2 the start of a word in it,
 * 3 every word of the query starts a word of the name, in any order ("sparkasse berlin"), 4 anywhere;
 * undefined no match.
 */
function rank(key: string, query: Query): number | undefined {
  if (key === query.text) return 0;
  if (key.startsWith(query.text)) return 1;
  if (key.includes(query.wordStart)) return 2;
  if (query.words.length > 1 && query.words.every((word) => key.startsWith(word) || key.includes(` ${word}`))) return 3;
  if (key.includes(query.text)) return 4;
  return undefined;
}

interface Query {
  text: string;
  wordStart: string;
  words: string[];
}

/** Banks whose name or alias matches, the closest first; fewer than three characters find nothing. */
export function searchBanks(text: string, banks: readonly Bank[] = bankCatalogue()): BankSuggestion[] {
  const key = searchKey(text);
  if (key.replace(/ /g, '').length < bankSearchLength.min) return [];
  const query: Query = { text: key, wordStart: ` ${key}`, words: key.split(' ') };
  // The list is in alphabetical order, so a bank's position breaks ties without comparing strings.
  const hits: { bank: Bank; score: number; position: number }[] = [];
  for (let position = 0; position < banks.length; position++) {
    const bank = banks[position];
    let best: number | undefined;
    for (let index = 0; index < bank.keys.length; index++) {
      const found = rank(bank.keys[index], query);
      // A match on the bank's own name beats the same kind of match on an alias.
      if (found !== undefined) best = Math.min(best ?? Infinity, found * 2 + (index === 0 ? 0 : 1));
    }
    if (best !== undefined) hits.push({ bank, score: best, position });
  }
  hits.sort((a, b) => a.score - b.score || a.bank.name.length - b.bank.name.length || a.position - b.position);
  return hits.slice(0, MAXIMUM_RESULTS).map(({ bank }) => ({ name: bank.name, unprocessable: bank.unprocessable }));
}
