import type { CalendarDay } from '@/basics/calendar';
import type { LandCode } from '@/contracts/vocabulary/calculators';
import data from '../data/rent-brake-areas.json';

/**
 * Where the rent brake applied, per Land and period (data/rent-brake-areas.json, fields in
 * data/README.md). A lease is judged by the day it was signed: §§ 556d-556g BGB do not apply to a
 * contract concluded before the ordinance for its municipality took effect (Art. 229 § 35(1) EGBGB),
 * and an ordinance covers only contracts concluded while it is in force (§ 556d(2) BGB).
 */

/**
 * A municipality an ordinance lists. Within its Land it is known by `name`: the same name in every
 * period that lists it.
 */
export interface ListedMunicipality {
  /** The name as the postal-code table spells it. */
  name: string;
  /** Official municipality key (Destatis AGS), 8 digits, its first two digits the Land: where the team collection gives it. */
  ags?: string;
  /** The spelling of the ordinance, where it differs. */
  ordinanceName?: string;
  /** Other spellings the postal-code table uses for it ("Bad Soden" for "Bad Soden am Taunus"). */
  aliases?: string[];
  /**
   * Its postal codes, read from `postalCodesSource`, where its name alone can't place it (the postal
   * table uses the name for namesakes too). Without them the codes come from the postal table.
   */
  postalCodes?: string[];
  postalCodesSource?: string;
  /** Where this entry comes from, when not from the period's source. */
  source?: string;
  note?: string;
}

/**
 * `ordinance`: in force, listing municipalities; `void`: made but held void by the courts, so it
 * covered nothing; `none`: known that no ordinance was in force in the Land; `unknown`: not known.
 */
export type PeriodStatus = 'ordinance' | 'void' | 'none' | 'unknown';

export interface AreaPeriod {
  from: CalendarDay;
  /** Last day in force; null: open (a `none` or `unknown` entry "until further notice", see `reviewBy`). */
  until: CalendarDay | null;
  status: PeriodStatus;
  ordinance?: string;
  source: string;
  /** For an ordinance: whether `municipalities` is its whole list. A partial list answers "unknown" for the rest. */
  complete?: boolean;
  countOfficial?: number;
  /** The day it took effect is not verified: its municipalities answer "unknown". */
  fromUncertain?: boolean;
  municipalities?: ListedMunicipality[];
  /** Municipalities that may be the one the ordinance names (an ambiguous name): they answer "unknown". */
  uncertain?: ListedMunicipality[];
  verification: string;
  caveat?: string;
  /** For an open entry: the day by which it must be checked again (a unit test fails after it). */
  reviewBy?: CalendarDay;
}

export interface LandAreas {
  land: LandCode;
  name: string;
  periods: AreaPeriod[];
}

export interface RentBrakeAreas {
  /** The day the data was last checked as a whole: "the date of the data" the answers state. */
  version: CalendarDay;
  lands: LandAreas[];
}

export const rentBrakeAreas = data as RentBrakeAreas;

/**
 * The day the Mietrechtsnovellierungsgesetz (BGBl. I 2015, 610) brought §§ 556d-556g BGB into force:
 * before it no lease anywhere was under a rent brake.
 */
export const RENT_BRAKE_LAW_START: CalendarDay = '2015-06-01';

const landsByCode = new Map(rentBrakeAreas.lands.map((land) => [land.land, land]));

export const areasOfLand = (land: LandCode): LandAreas | undefined => landsByCode.get(land);

const inForceOn = (period: AreaPeriod, day: CalendarDay) => period.from <= day && (period.until === null || day <= period.until);

const lists = (period: AreaPeriod, name: string | undefined) => name !== undefined && (period.municipalities ?? []).some((entry) => entry.name === name);
const mayList = (period: AreaPeriod, name: string | undefined) => name !== undefined && (period.uncertain ?? []).some((entry) => entry.name === name);

export type NotCoveredReason = 'before_rent_brake_law' | 'before_ordinance' | 'after_ordinance' | 'not_listed' | 'no_ordinance' | 'ordinance_void';
export type UnknownReason = 'list_incomplete' | 'no_data_for_date' | 'start_uncertain' | 'listing_uncertain';

export type Coverage =
  | { kind: 'covered'; period: AreaPeriod }
  | {
      kind: 'not_covered';
      reason: NotCoveredReason;
      /** The ordinance (or void ordinance) in force at the signing date, if any. */
      period?: AreaPeriod;
      /** before_ordinance: the first day of the municipality's rent brake; after_ordinance: its last day; before_rent_brake_law: the law's first day. */
      on?: CalendarDay;
    }
  | { kind: 'unknown'; reason: UnknownReason; period?: AreaPeriod };

/**
 * Whether a lease signed on `signedOn` for a flat in `land`, in the municipality the lists call
 * `listed` (undefined: a municipality no list of the Land names), is under the rent brake. Never "not
 * covered" where the data is partial or unsure: that answers "unknown".
 */
export function coverageOn(land: LandCode, listed: string | undefined, signedOn: CalendarDay): Coverage {
  if (signedOn < RENT_BRAKE_LAW_START) return { kind: 'not_covered', reason: 'before_rent_brake_law', on: RENT_BRAKE_LAW_START };
  const periods = areasOfLand(land)?.periods ?? [];
  const current = periods.filter((period) => inForceOn(period, signedOn));
  if (current.length === 0) return { kind: 'unknown', reason: 'no_data_for_date' };

  const listing = current.find((period) => period.status === 'ordinance' && lists(period, listed));
  if (listing) return listing.fromUncertain ? { kind: 'unknown', reason: 'start_uncertain', period: listing } : { kind: 'covered', period: listing };
  const maybe = current.find((period) => period.status === 'ordinance' && mayList(period, listed));
  if (maybe) return { kind: 'unknown', reason: 'listing_uncertain', period: maybe };
  if (current.some((period) => period.status === 'unknown')) return { kind: 'unknown', reason: 'no_data_for_date' };
  const partial = current.find((period) => period.status === 'ordinance' && !period.complete);
  if (partial) return { kind: 'unknown', reason: 'list_incomplete', period: partial };

  const voided = current.find((period) => period.status === 'void');
  if (voided) return { kind: 'not_covered', reason: 'ordinance_void', period: voided };
  // Signed before the municipality's rent brake began, or after it ended: say when.
  const listedPeriods = periods.filter((period) => period.status === 'ordinance' && lists(period, listed));
  const next = listedPeriods.find((period) => period.from > signedOn && !period.fromUncertain);
  if (next) return { kind: 'not_covered', reason: 'before_ordinance', on: next.from };
  const previous = listedPeriods.filter((period) => period.until !== null && period.until < signedOn).at(-1);
  if (previous?.until) return { kind: 'not_covered', reason: 'after_ordinance', on: previous.until };
  const ordinance = current.find((period) => period.status === 'ordinance');
  return ordinance ? { kind: 'not_covered', reason: 'not_listed', period: ordinance } : { kind: 'not_covered', reason: 'no_ordinance' };
}
