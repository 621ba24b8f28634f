import type { LandCode } from '@/contracts/vocabulary/calculators';
import { searchKey } from '@/basics/search-key';
import { type ListedMunicipality, rentBrakeAreas } from './areas';
import { landsOfPostalCode, localitiesOf } from './postal-codes';

/** Where the flat is, as far as the postal code and the chosen municipality tell. */
export type Place =
  | { kind: 'unknown_postal_code' }
  /** The code serves several municipalities and none (or one it does not serve) was chosen. */
  | { kind: 'choose'; municipalities: string[] }
  | {
      kind: 'found';
      municipality: string;
      /** Its key when some list names it; a municipality no list names has none here. */
      ags?: string;
      /** The Land, or the Länder it may lie in when no list names it and the code crosses a border. */
      lands: LandCode[];
    };

const landOfKey = (ags: string): LandCode | undefined => landByKeyPrefix.get(ags.slice(0, 2));

const landByKeyPrefix = new Map<string, LandCode>([
  ['01', 'SH'], ['02', 'HH'], ['03', 'NI'], ['04', 'HB'], ['05', 'NW'], ['06', 'HE'], ['07', 'RP'], ['08', 'BW'],
  ['09', 'BY'], ['10', 'SL'], ['11', 'BE'], ['12', 'BB'], ['13', 'MV'], ['14', 'SN'], ['15', 'ST'], ['16', 'TH'],
]);

/** The Land a municipality key (AGS) belongs to: its first two digits. */
export const landOfMunicipalityKey = landOfKey;

// Every municipality any period lists (or may list), by postal code, to find the key of a chosen name.
const listedByPostalCode = new Map<string, ListedMunicipality[]>();
for (const land of rentBrakeAreas.lands) {
  for (const period of land.periods) {
    for (const entry of [...(period.municipalities ?? []), ...(period.uncertain ?? [])]) {
      for (const code of entry.postalCodes) {
        const known = listedByPostalCode.get(code) ?? [];
        if (!known.some((other) => other.ags === entry.ags)) listedByPostalCode.set(code, [...known, entry]);
      }
    }
  }
}

const names = (entry: ListedMunicipality) => [entry.name, ...(entry.aliases ?? []), ...(entry.ordinanceName ? [entry.ordinanceName] : [])].map(searchKey);

/**
 * The municipality of a postal code: the only one it serves, or the one the visitor chose among
 * those it serves (spelling aside). Its key and Land come from the lists that name it; for a
 * municipality no list names, the Länder come from the postal-code area.
 */
export function placeOf(postalCode: string, chosen?: string): Place {
  const localities = localitiesOf(postalCode);
  if (localities.length === 0) return { kind: 'unknown_postal_code' };
  const wanted = chosen ? searchKey(chosen) : undefined;
  const municipality = localities.length === 1 ? localities[0] : localities.find((locality) => searchKey(locality) === wanted);
  if (!municipality) return { kind: 'choose', municipalities: [...localities].sort((a, b) => a.localeCompare(b, 'de')) };
  const key = searchKey(municipality);
  const listed = (listedByPostalCode.get(postalCode) ?? []).find((entry) => names(entry).includes(key));
  const land = listed ? landOfKey(listed.ags) : undefined;
  if (listed && land) return { kind: 'found', municipality, ags: listed.ags, lands: [land] };
  return { kind: 'found', municipality, lands: landsOfPostalCode(postalCode) };
}
