import type { CalendarDay } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import type { LandCode } from '@/contracts/vocabulary/calculators';
import data from '../data/rent-index.json';

/**
 * Published city-wide rent-index figures per edition (data/rent-index.json; fields in data/README.md).
 * Only figures published as facts or under an open licence are kept, each with its source: the
 * tables of a rent index are not official works and may not be copied (OLG Stuttgart, 4 U 24/10).
 */
export interface RentIndexEdition {
  /** The edition's name, e.g. "Mietspiegel 2015". */
  index: string;
  /** Local comparative rent in EUR per sqm (net cold), the city-wide average or median (`measure`). */
  value: number;
  measure: 'average' | 'median';
  /** The edition is used for leases signed from this day … */
  validFrom: CalendarDay;
  /** … to this day; null: until a newer edition is entered (see `reviewBy`). */
  validTo: CalendarDay | null;
  validityNote?: string;
  /** For the newest edition: the day by which to look for a newer one (a unit test fails after it). */
  reviewBy?: CalendarDay;
  /** Where the figure comes from, as each language's pages quote it. */
  source: Record<Language, string>;
  note?: string;
}

export interface RentIndexCity {
  /** The name the rent-brake lists of its Land give the city. */
  city: string;
  land: LandCode;
  aliases: string[];
  editions: RentIndexEdition[];
}

export const rentIndexCities: readonly RentIndexCity[] = data.cities as RentIndexCity[];

/**
 * The edition valid on the day a lease was signed for a flat in the municipality the lists of `land`
 * call `listed`, if we have one.
 */
export function rentIndexOn(land: LandCode, listed: string | undefined, signedOn: CalendarDay): { city: RentIndexCity; edition: RentIndexEdition } | undefined {
  const city = listed === undefined ? undefined : rentIndexCities.find((each) => each.land === land && each.city === listed);
  const edition = city?.editions.find((each) => each.validFrom <= signedOn && (each.validTo === null || signedOn <= each.validTo));
  return city && edition ? { city, edition } : undefined;
}
