import type { CalendarDay } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { type LandCode, rentBrakeAlwaysUnchecked } from '@/contracts/vocabulary/calculators';
import { type AreaPeriod, type Coverage, coverageOn, RENT_BRAKE_LAW_START, rentBrakeAreas } from './areas';
import { COMPARATIVE_RENT_BAND_PERCENT, estimateReduction } from './estimate';
import { applyExceptions } from './exceptions';
import { placeOf } from './place';
import { rentIndexOn } from './rent-index';
import { repaymentRule } from './repayment';

const ordinanceOf = (period: AreaPeriod | undefined): RentBrakeAnswer['ordinance'] =>
  period?.ordinance ? { name: period.ordinance, from: period.from, until: period.until, source: period.source } : undefined;

/**
 * Coverage where the Land's lists name a municipality of this name and it may or may not be the
 * flat's (a namesake): the answer both ways when they agree, otherwise "unknown".
 */
function coverageOfNamesake(land: LandCode, name: string, signedOn: CalendarDay): Coverage {
  const asListed = coverageOn(land, name, signedOn);
  const asOther = coverageOn(land, undefined, signedOn);
  if (asListed.kind === 'not_covered' && asOther.kind === 'not_covered' && asListed.reason === asOther.reason) return asOther;
  if (asListed.kind === 'unknown' && asOther.kind === 'unknown') return asOther;
  return { kind: 'unknown', reason: 'listing_uncertain', period: asListed.kind === 'covered' ? asListed.period : undefined };
}

/**
 * The rent-brake check for one lease. In order: the municipality (asked back where the postal code
 * serves several) and its Land (asked back where no list places the municipality); whether an ordinance covered it on the signing date (areas.ts); the exceptions the
 * visitor affirmed (exceptions.ts); the estimate from the rent-index edition valid on the signing
 * date (estimate.ts); what can be reclaimed (repayment.ts). A partial or unsure basis answers
 * "unknown", never "not covered". `today` is today in Germany; `language` that of the page quoting
 * the figure's source.
 */
export function checkRentBrake(question: RentBrakeQuestion, today: CalendarDay, language: Language = 'de'): RentBrakeAnswer {
  const dataAsOf = rentBrakeAreas.version;
  const signedOn = question.signedOn;
  const place = placeOf(question.postalCode, question.municipality || undefined, question.land || undefined);
  if (place.kind === 'choose') return { result: 'choose_municipality', dataAsOf, municipalities: place.municipalities };
  if (place.kind === 'unknown_postal_code') return { result: 'unknown', reason: 'unknown_postal_code', dataAsOf, notChecked: [...rentBrakeAlwaysUnchecked] };
  const exceptions = applyExceptions(question, signedOn);
  const notChecked = [...exceptions.effects.filter((each) => each.effect === 'not_checked').map((each) => each.question), ...rentBrakeAlwaysUnchecked];
  if (place.kind === 'choose_land') {
    // Before the rent-brake law no Land matters; otherwise the Land decides and only the visitor knows it.
    if (signedOn < RENT_BRAKE_LAW_START) {
      const reason = 'before_rent_brake_law';
      return { result: 'not_covered', dataAsOf, municipality: place.municipality, exceptions: exceptions.effects, notChecked, reason, reasonDate: RENT_BRAKE_LAW_START };
    }
    return { result: 'choose_land', dataAsOf, municipality: place.municipality };
  }

  const land = place.land;
  const coverage = place.mayBeListed ? coverageOfNamesake(land, place.mayBeListed, signedOn) : coverageOn(land, place.listed, signedOn);
  const base = { dataAsOf, municipality: place.municipality, land, exceptions: exceptions.effects, notChecked };

  if (coverage.kind === 'not_covered') {
    return { result: 'not_covered', ...base, reason: coverage.reason, ...(coverage.on ? { reasonDate: coverage.on } : {}), ordinance: ordinanceOf(coverage.period) };
  }
  if (coverage.kind === 'unknown') {
    return { result: 'unknown', ...base, reason: coverage.reason, ordinance: ordinanceOf(coverage.period) };
  }

  const ordinance = ordinanceOf(coverage.period);
  if (exceptions.excludedBy) return { result: 'not_covered', ...base, reason: exceptions.excludedBy, ordinance };
  if (exceptions.toCheck) return { result: 'unknown', ...base, reason: 'exception_to_check', ordinance };

  const repayment = repaymentRule({ signedOn, tenancyStart: question.tenancyStart || undefined, today });
  const figure = rentIndexOn(land, place.listed, signedOn);
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
