import { searchKey } from '@/basics/search-key';
import type { LandCode } from '@/contracts/vocabulary/calculators';
import { type ListedMunicipality, rentBrakeAreas } from './areas';
import { localitiesOf, postalCodeGroups, postalCodesNamed } from './postal-codes';

/** Where the flat is, as far as the postal code, the chosen municipality and the chosen Land tell. */
export type Place =
  | { kind: 'unknown_postal_code' }
  /** The code serves several municipalities and none (or one it does not serve) was chosen. */
  | { kind: 'choose'; municipalities: string[] }
  /** No list places the municipality in a Land: the visitor says which Land the flat is in. */
  | { kind: 'choose_land'; municipality: string }
  | {
      kind: 'found';
      /** As the postal table spells it. */
      municipality: string;
      land: LandCode;
      /** The name the Land's lists give it, when they name it. */
      listed?: string;
      /**
       * The Land's lists name a municipality of this name, and the postal table uses the name for
       * namesakes too: whether it is this flat's is not known.
       */
      mayBeListed?: string;
    };

/** A listed municipality with its Land. */
interface Listed {
  land: LandCode;
  entry: ListedMunicipality;
}

const namesOf = (entry: ListedMunicipality) => [entry.name, ...(entry.aliases ?? []), ...(entry.ordinanceName ? [entry.ordinanceName] : [])];

/** Several delivery districts of one name lying together are a city's; a namesake village has one or two. */
const CITY_DISTRICTS = 5;

/**
 * The postal codes that place a listed municipality: those read from its source where it has them;
 * otherwise every code of its name where they lie together (postal-codes.ts), or where they don't,
 * those of the groups large enough to be a city's. A name spread over small groups places nothing:
 * the Land question decides, and the answer says "we check it" (see placeOf).
 */
function placingCodes(entry: ListedMunicipality): string[] {
  if (entry.postalCodes) return entry.postalCodes;
  const codes = [...new Set([entry.name, ...(entry.aliases ?? [])].flatMap(postalCodesNamed))];
  const groups = postalCodeGroups(codes);
  return groups.length === 1 ? codes : groups.filter((group) => group.length >= CITY_DISTRICTS).flat();
}

// Every municipality any period lists (or may list), once per Land and name, by the codes that place it.
const listed: Listed[] = [];
for (const land of rentBrakeAreas.lands) {
  for (const period of land.periods) {
    for (const entry of [...(period.municipalities ?? []), ...(period.uncertain ?? [])]) {
      if (!listed.some((other) => other.land === land.land && other.entry.name === entry.name)) listed.push({ land: land.land, entry });
    }
  }
}
const placedByCode = new Map<string, Listed[]>();
for (const each of listed) {
  for (const code of placingCodes(each.entry)) placedByCode.set(code, [...(placedByCode.get(code) ?? []), each]);
}

/**
 * The municipality of a postal code: the only one it serves, or the one the visitor chose among
 * those it serves (spelling aside). Its Land comes from the lists that name it at this postal code;
 * for any other municipality from the visitor (`land`), since the postal table knows no Länder and
 * postal areas cross their borders. Never guessed: without the visitor's answer the place is
 * `choose_land`.
 */
export function placeOf(postalCode: string, chosen?: string, land?: LandCode): Place {
  const localities = localitiesOf(postalCode);
  if (localities.length === 0) return { kind: 'unknown_postal_code' };
  const wanted = chosen ? searchKey(chosen) : undefined;
  const municipality = localities.length === 1 ? localities[0] : localities.find((locality) => searchKey(locality) === wanted);
  if (!municipality) return { kind: 'choose', municipalities: [...localities].sort((a, b) => a.localeCompare(b, 'de')) };

  const key = searchKey(municipality);
  const named = (each: Listed) => namesOf(each.entry).map(searchKey).includes(key);
  const placed = (placedByCode.get(postalCode) ?? []).filter(named);
  const placedLands = new Set(placed.map((each) => each.land));
  if (placed.length > 0 && placedLands.size === 1) return { kind: 'found', municipality, land: placed[0].land, listed: placed[0].entry.name };
  if (!land) return { kind: 'choose_land', municipality };

  const inLand = placed.find((each) => each.land === land);
  if (inLand) return { kind: 'found', municipality, land, listed: inLand.entry.name };
  // A name the Land's lists use, not placed here by postal code: this flat's municipality only if
  // that entry's codes are not known (a namesake elsewhere in the Land is possible).
  const namesake = listed.find((each) => each.land === land && named(each) && !each.entry.postalCodes);
  return namesake ? { kind: 'found', municipality, land, mayBeListed: namesake.entry.name } : { kind: 'found', municipality, land };
}
