import type { ParsedUrlQuery } from 'node:querystring';
import type { Language } from '@/basics/language';
import { parseDecimal } from '@/basics/numbers';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { type ExceptionAnswer, exceptionAnswers, type LandCode, landCodes, type RentBrakeExceptionQuestion, rentBrakeExceptionQuestions } from '@/contracts/vocabulary/calculators';
import { valuesOfQuery } from './answered-on-server';

/**
 * The rent-brake check's form values: one named field per question field (the names of the contract,
 * so a form posted without JavaScript maps onto query parameters one to one), as typed.
 */
export type RentBrakeValues = {
  postalCode: string;
  municipality: string;
  /** A Land code, or empty while not asked. */
  land: LandCode | '';
  signedOn: string;
  tenancyStart: string;
  netColdRent: string;
  livingArea: string;
} & Record<RentBrakeExceptionQuestion, ExceptionAnswer>;

export const emptyRentBrakeValues: RentBrakeValues = {
  postalCode: '',
  municipality: '',
  land: '',
  signedOn: '',
  tenancyStart: '',
  netColdRent: '',
  livingArea: '',
  ...(Object.fromEntries(rentBrakeExceptionQuestions.map((question) => [question, 'unknown'])) as Record<RentBrakeExceptionQuestion, ExceptionAnswer>),
};

/** The form's field names, which are its query parameters too. */
export const rentBrakeFieldNames = Object.keys(emptyRentBrakeValues) as (keyof RentBrakeValues)[];

/** The form's values from a GET of the form (the page answers it on the server); none without a field of it. */
export const rentBrakeValuesOfQuery = (query: ParsedUrlQuery): RentBrakeValues | undefined =>
  valuesOfQuery(emptyRentBrakeValues, query, {
    land: landCodes,
    ...Object.fromEntries(rentBrakeExceptionQuestions.map((question) => [question, exceptionAnswers])),
  });

/** The question of the form's values; amounts as people type them in the page's language. */
export function rentBrakeQuestionOf(values: RentBrakeValues, language: Language): { request: Partial<RentBrakeQuestion>; unreadable: ErrorItem[] } {
  const unreadable: ErrorItem[] = [];
  const decimal = (field: 'netColdRent' | 'livingArea') => {
    const raw = values[field].trim();
    const value = raw ? parseDecimal(raw, language) : undefined;
    if (raw && value === undefined) unreadable.push(errorItem('invalid_number', field));
    return value;
  };
  const request: Partial<RentBrakeQuestion> = {
    postalCode: values.postalCode.trim(),
    signedOn: values.signedOn,
    netColdRent: decimal('netColdRent'),
    livingArea: decimal('livingArea'),
    ...Object.fromEntries(rentBrakeExceptionQuestions.map((question) => [question, values[question]])),
  };
  if (values.municipality.trim()) request.municipality = values.municipality.trim();
  if (values.land) request.land = values.land;
  if (values.tenancyStart) request.tenancyStart = values.tenancyStart;
  return { request, unreadable };
}

/** The rent-brake order funnel's question ids for the check's fields and exception questions. */
export const rentBrakeFunnelIds = {
  postalCode: 'postal-code',
  municipality: 'city',
  land: 'land',
  signedOn: 'signed-on',
  tenancyStart: 'move-in',
  netColdRent: 'rent',
  livingArea: 'size',
  previousRent: 'previous-rent',
  modernisation: 'modernisation',
  newBuild: 'new-build',
  comprehensiveModernisation: 'comprehensive-modernisation',
  temporaryUse: 'temporary-use',
  graduatedRent: 'graduated-rent',
  indexRent: 'index-rent',
  disclosed: 'disclosed',
} as const satisfies Record<keyof RentBrakeValues, string>;

/** The check's inputs under the order funnel's question ids, as typed (the funnel asks the street itself). */
export function rentBrakeOrderAnswers(values: RentBrakeValues, answer: RentBrakeAnswer): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [field, id] of Object.entries(rentBrakeFunnelIds) as [keyof RentBrakeValues, string][]) {
    const value = values[field].trim();
    if (value) answers[id] = value;
  }
  // The municipality the check judged, where the postal code served only one, and its Land.
  if (answer.municipality) answers.city = answer.municipality;
  if (answer.land) answers.land = answer.land;
  return answers;
}

/**
 * One figure of an estimate range for the fee's worked example: its middle, down to whole ten
 * euros, so the example never reads as a figure to the cent. None for a range of 0 to 0.
 */
export function exampleReduction(estimate: RentBrakeAnswer['estimate']): number | undefined {
  if (!estimate || estimate.high <= 0) return undefined;
  return Math.max(10, Math.floor((estimate.low + estimate.high) / 2 / 10) * 10);
}
