import type { CalendarDay } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { type LandCode, rentBrakeAlwaysUnchecked } from '@/contracts/vocabulary/calculators';
import { type AreaPeriod, type Coverage, coverageOn, rentBrakeAreas } from './areas';
import { COMPARATIVE_RENT_BAND_PERCENT, estimateReduction } from './estimate';
import { applyExceptions } from './exceptions';
import { placeOf } from './place';
import { rentIndexOn } from './rent-index';
import { repaymentRule } from './repayment';

const ordinanceOf = (period: AreaPeriod | undefined): RentBrakeAnswer['ordinance'] =>
  period?.ordinance ? { name: period.ordinance, from: period.from, until: period.until, source: period.source } : undefined;

/**
 * Where the municipality's Land is unsure (a postal code across a border and no list naming the
 * municipality): "not covered" only if every Land it may lie in says so, otherwise "unknown".
 */
function coverageAcross(lands: LandCode[], ags: string | undefined, signedOn: CalendarDay): { coverage: Coverage; land?: LandCode } {
  if (lands.length === 1) return { coverage: coverageOn(lands[0], ags, signedOn), land: lands[0] };
  const each = lands.map((land) => coverageOn(land, ags, signedOn));
  const first = each[0];
  if (first && each.every((coverage) => coverage.kind === 'not_covered')) {
    const same = each.every((coverage) => coverage.kind === 'not_covered' && first.kind === 'not_covered' && coverage.reason === first.reason);
    return { coverage: same ? first : { kind: 'not_covered', reason: 'not_listed' } };
  }
  return { coverage: { kind: 'unknown', reason: 'no_data_for_date' } };
}

/**
 * The rent-brake check for one lease. In order: the municipality (asked back where the postal code
 * serves several); whether an ordinance covered it on the signing date (areas.ts); the exceptions the
 * visitor affirmed (exceptions.ts); the estimate from the rent-index edition valid on the signing
 * date (estimate.ts); what can be reclaimed (repayment.ts). A partial or unsure basis answers
 * "unknown", never "not covered". `today` is today in Germany; `language` that of the page quoting
 * the figure's source.
 */
export function checkRentBrake(question: RentBrakeQuestion, today: CalendarDay, language: Language = 'de'): RentBrakeAnswer {
  const dataAsOf = rentBrakeAreas.version;
  const place = placeOf(question.postalCode, question.municipality || undefined);
  if (place.kind === 'choose') return { result: 'choose_municipality', dataAsOf, municipalities: place.municipalities };
  if (place.kind === 'unknown_postal_code' || place.lands.length === 0) {
    return { result: 'unknown', reason: 'unknown_postal_code', dataAsOf, notChecked: [...rentBrakeAlwaysUnchecked] };
  }

  const signedOn = question.signedOn;
  const { coverage, land } = coverageAcross(place.lands, place.ags, signedOn);
  const exceptions = applyExceptions(question, signedOn);
  const notChecked = [...exceptions.effects.filter((each) => each.effect === 'not_checked').map((each) => each.question), ...rentBrakeAlwaysUnchecked];
  const base = { dataAsOf, municipality: place.municipality, ...(land ? { land } : {}), exceptions: exceptions.effects, notChecked };

  if (coverage.kind === 'not_covered') {
    return { result: 'not_covered', ...base, reason: coverage.reason, ...(coverage.on ? { reasonDate: coverage.on } : {}), ordinance: ordinanceOf(coverage.period) };
  }
  if (coverage.kind === 'unknown') {
    return { result: 'unknown', ...base, reason: place.lands.length > 1 && !place.ags ? 'several_lands' : coverage.reason, ordinance: ordinanceOf(coverage.period) };
  }

  const ordinance = ordinanceOf(coverage.period);
  if (exceptions.excludedBy) return { result: 'not_covered', ...base, reason: exceptions.excludedBy, ordinance };
  if (exceptions.toCheck) return { result: 'unknown', ...base, reason: 'exception_to_check', ordinance };

  const repayment = repaymentRule({ signedOn, tenancyStart: question.tenancyStart || undefined, today });
  const figure = rentIndexOn(place.ags, signedOn);
  if (!figure) return { result: 'covered', ...base, reason: 'no_rent_index', ordinance, repayment };
  const estimate = estimateReduction({
    perSqm: figure.edition.value,
    livingArea: question.livingArea,
    netColdRent: question.netColdRent,
    modernised: exceptions.modernised,
  });
  return {
    result: 'covered_estimate',
    ...base,
    ordinance,
    repayment,
    estimate: {
      ...estimate,
      comparativeRentPerSqm: figure.edition.value,
      measure: figure.edition.measure,
      bandPercent: COMPARATIVE_RENT_BAND_PERCENT,
      index: `${figure.edition.index} ${figure.city.city}`,
      source: figure.edition.source[language],
    },
  };
}
