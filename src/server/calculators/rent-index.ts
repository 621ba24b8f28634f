import type { Language } from '@/basics/language';
import { searchKey } from '../../basics/search-key';
import data from './data/rent-index.json';
import { localitiesOf } from './postal-codes';

/** One city's figures from data/rent-index.json (see data/README.md for what each field means). */
export interface RentIndexCity {
  city: string;
  aliases: string[];
  land: string;
  /** Local comparative rent in EUR per sqm (net cold), as announced with the city's rent index. */
  value: number;
  measure: 'average' | 'median';
  index: string;
  /** Where the figure comes from, as each language's pages quote it. */
  source: Record<Language, string>;
  rentBrake: { effectiveFrom: string; validTo: string; source: string };
}

export const rentIndexCities: readonly RentIndexCity[] = data.cities as RentIndexCity[];

const citiesByKey = new Map<string, RentIndexCity>();
for (const city of rentIndexCities) {
  for (const name of [city.city, ...city.aliases]) citiesByKey.set(searchKey(name), city);
}

/** The figures for a city name as people write it ("Muenchen", "Frankfurt a. M."), if the data has them. */
export function rentIndexOfCity(name: string): RentIndexCity | undefined {
  return citiesByKey.get(searchKey(name));
}

/**
 * The city of an address: from the postal code when it names one locality; when the code is
 * shared by several localities, the one the visitor typed; when the code is unknown or the typed city
 * is none of its localities, the typed city name.
 */
export function resolveCity(postalCode: string, cityName: string): string {
  const localities = localitiesOf(postalCode);
  if (localities.length === 1) return localities[0];
  const typed = searchKey(cityName);
  return localities.find((locality) => searchKey(locality) === typed) ?? cityName;
}
