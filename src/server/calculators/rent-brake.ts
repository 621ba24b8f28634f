import type { Language } from '@/basics/language';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { divideRounded, toCents, toEuros } from './money';
import { type RentIndexCity, rentIndexOfCity, resolveCity } from './rent-index';

/**
 * §556d(1) BGB: where a rent-brake ordinance applies, the rent at the start of a tenancy may exceed the
 * local comparative rent by at most 10 percent. The calculator takes the city's rent-index figure as
 * the comparative rent per sqm.
 */
export const RENT_BRAKE_CAP_PERCENT = 10;

/** The highest lawful rent for the flat: comparative rent × 1.10 × living area, rounded to cents. */
export function allowedRentCents(comparativeRentPerSqm: number, livingArea: number): number {
  const perSqmCents = toCents(comparativeRentPerSqm);
  const areaHundredths = Math.round(livingArea * 100);
  return divideRounded(perSqmCents * (100 + RENT_BRAKE_CAP_PERCENT) * areaHundredths, 100 * 100);
}

/**
 * The rent-brake estimate for a tenancy, with the city figures it rests on; the figure's source is
 * quoted in `language`, the language of the page that shows it.
 */
export function checkRentBrake(input: RentBrakeQuestion, language: Language = 'de', figures?: RentIndexCity): RentBrakeAnswer {
  const city = figures ?? rentIndexOfCity(resolveCity(input.postalCode, input.city));
  if (!city) return { result: 'no_rent_index' };

  // Ordinances cover contracts from their start to their end; dates compare as YYYY-MM-DD strings.
  if (input.movedInAt < city.rentBrake.effectiveFrom) return { result: 'no_savings', reason: 'before_rent_brake' };
  if (input.movedInAt > city.rentBrake.validTo) return { result: 'no_savings', reason: 'rent_brake_expired' };

  const allowed = allowedRentCents(city.value, input.livingArea);
  const rent = toCents(input.netColdRent);
  const basis = {
    allowedRent: toEuros(allowed),
    comparativeRentPerSqm: city.value,
    index: `${city.index} ${city.city}`,
    source: city.source[language],
  };
  if (rent > allowed) return { result: 'savings', monthlySavings: toEuros(rent - allowed), ...basis };
  return { result: 'no_savings', reason: 'within_limit', ...basis };
}
