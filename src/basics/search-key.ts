/**
 * The form of a name that searches compare: lower case, without accents or punctuation, and with
 * German umlauts folded so that "München", "Muenchen" and "Munchen" meet (people type all three on
 * keyboards without umlauts). Folding "ae/oe/ue" on both sides may join a few unrelated spellings
 * ("Quelle" and "Qulle"); for matching bank and city names that is the right trade.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
