import { searchBanks } from '@/server/banks/search';

const names = (text: string) => searchBanks(text).map((hit) => hit.name);

describe('bank search', () => {
  it('finds nothing for fewer than three characters', () => {
    expect(searchBanks('')).toEqual([]);
    expect(searchBanks('Po')).toEqual([]);
    expect(searchBanks(' I n ')).toEqual([]);
  });

  it.each([
    ['DKB', 'DKB (Deutsche Kreditbank)'],
    ['ing', 'ING'],
    ['comdirect', 'comdirect'],
    ['Consors', 'Consorsbank'],
    ['N26', 'N26'],
    ['hvb', 'HypoVereinsbank'],
    ['haspa', 'Hamburger Sparkasse (Haspa)'],
    ['Sparkasse Berlin', 'Berliner Sparkasse'],
  ])('finds the brand people type: %s', (query, name) => {
    expect(names(query)[0]).toBe(name);
  });

  it('ignores case and umlauts', () => {
    const expected = names('Stadtsparkasse München');
    expect(expected[0]).toBe('Stadtsparkasse München');
    expect(names('STADTSPARKASSE MUENCHEN')).toEqual(expected);
    expect(names('stadtsparkasse munchen')).toEqual(expected);
  });

  it('ranks prefix matches before word matches before matches inside a word', () => {
    const hits = names('post');
    expect(hits[0]).toBe('Postbank');
    const spar = names('spar');
    const firstInside = spar.findIndex((name) => !/^spar|\bspar/i.test(name));
    const lastPrefix = spar.map((name) => /^spar/i.test(name)).lastIndexOf(true);
    expect(lastPrefix).toBeLessThan(firstInside === -1 ? Infinity : firstInside);
  });

  it('answers names and the unprocessable flag only', () => {
    expect(searchBanks('Bundesbank')[0]).toEqual({ name: 'Deutsche Bundesbank', unprocessable: true });
    expect(searchBanks('norisbank')[0]).toEqual({ name: 'norisbank', unprocessable: false });
  });

  it('answers at most 25 banks', () => {
    expect(searchBanks('bank')).toHaveLength(25);
  });
});
