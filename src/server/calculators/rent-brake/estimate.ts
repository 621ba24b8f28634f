import { marketingFigures } from '@/domain/marketing-figures';
import { toCents, toEuros } from '../money';

/**
 * § 556d(1) BGB: where the rent brake applies, the rent at the start of a tenancy may exceed the
 * local comparative rent by at most 10 percent.
 */
export const RENT_BRAKE_CAP_PERCENT = 10;

/**
 * The local comparative rent is the rent-index field of this flat (location, age, size, features),
 * not a city-wide average; fields lie well either side of it (Berlin 2024: 4.93 to 23.84 EUR/sqm
 * around a median of 7.21). The estimate therefore assumes the flat's comparative rent lies within
 * this many percent either side of the city figure, and says so.
 */
export const COMPARATIVE_RENT_BAND_PERCENT = 20;

/** A city figure can't give cents: both ends are rounded outwards to this many euros. */
export const ESTIMATE_ROUNDING_EUROS = 10;

/**
 * The most the provider markets as a monthly saving ("bis zu 400 €"). An estimate above it is shown
 * up to this figure, with the explanation that large gaps often come from an exception we check.
 */
export const ESTIMATE_CAP_EUROS = marketingFigures.maxMonthlySavings;

export interface RentEstimate {
  /** Monthly reduction the estimate expects at least and at most, whole euros. */
  low: number;
  high: number;
  /** The upper end was cut to ESTIMATE_CAP_EUROS. */
  capped: boolean;
  /** The highest lawful rent at the low and the high end of the assumed comparative rent, whole euros. */
  allowedRentLow: number;
  allowedRentHigh: number;
}

const roundDown = (euros: number) => Math.floor(euros / ESTIMATE_ROUNDING_EUROS) * ESTIMATE_ROUNDING_EUROS;
const roundUp = (euros: number) => Math.ceil(euros / ESTIMATE_ROUNDING_EUROS) * ESTIMATE_ROUNDING_EUROS;

/**
 * The monthly reduction a tenant may expect: rent minus the lawful rent (comparative rent × 1.10 ×
 * area), with the comparative rent anywhere in the band around the city figure. `modernised`: the
 * landlord may add a modernisation surcharge (§ 556e(2) BGB) we can't size, so the low end is 0.
 */
export function estimateReduction({ perSqm, livingArea, netColdRent, modernised = false }: { perSqm: number; livingArea: number; netColdRent: number; modernised?: boolean }): RentEstimate {
  // Whole cents and integer percentages, rounded once per bound.
  const allowedCents = (bandPercent: number) =>
    (toCents(perSqm) * (100 + bandPercent) * (100 + RENT_BRAKE_CAP_PERCENT) * Math.round(livingArea * 100)) / (100 * 100 * 100);
  const lowAllowed = toEuros(Math.round(allowedCents(-COMPARATIVE_RENT_BAND_PERCENT)));
  const highAllowed = toEuros(Math.round(allowedCents(COMPARATIVE_RENT_BAND_PERCENT)));
  const rent = netColdRent;
  const high = roundUp(Math.max(0, rent - lowAllowed));
  const low = modernised ? 0 : roundDown(Math.max(0, rent - highAllowed));
  const capped = high > ESTIMATE_CAP_EUROS;
  return {
    low: Math.min(low, ESTIMATE_CAP_EUROS),
    high: Math.min(high, ESTIMATE_CAP_EUROS),
    capped,
    allowedRentLow: roundDown(lowAllowed),
    allowedRentHigh: roundUp(highAllowed),
  };
}
