/** The severance calculator's bands of staff in the Betrieb (§ 23 Abs. 1 KSchG), and `unknown`. */
export { type CompanySize, companySizes } from '@/domain/severance/dismissal-protection';

/** The account-fee check's answers to "were fees raised without your yes" and "did you agree later". */
export { type FeeAnswer, feeAnswers } from '@/domain/account-fees/fee-refund-claim';

// Rent brake --------------------------------------------------------------------------------------

/** The Länder by their usual two-letter codes. */
export const landCodes = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const;

export type LandCode = (typeof landCodes)[number];

/** How a visitor answers an exception question; "don't know" is always allowed and is the default. */
export const exceptionAnswers = ['yes', 'no', 'unknown'] as const;

export type ExceptionAnswer = (typeof exceptionAnswers)[number];

/**
 * The rent-brake check's questions about exceptions, each a field of the question:
 * - previousRent: the previous tenant already paid as much (§ 556e(1) BGB);
 * - modernisation: modernised in the three years before the tenancy (§ 556e(2) BGB);
 * - newBuild: first used and let after 1 October 2014 (§ 556f sentence 1 BGB);
 * - comprehensiveModernisation: first letting after comprehensive modernisation (§ 556f sentence 2 BGB);
 * - temporaryUse: let for temporary use only, or a furnished room in the landlord's own flat (§ 549(2) BGB);
 * - graduatedRent: agreed rent steps (§ 557a(4) BGB);
 * - indexRent: rent tied to the price index (§ 557b(4) BGB);
 * - disclosed: the landlord told the tenant in text form before signing that an exception applies (§ 556g(1a) BGB).
 */
export const rentBrakeExceptionQuestions = [
  'previousRent',
  'modernisation',
  'newBuild',
  'comprehensiveModernisation',
  'temporaryUse',
  'graduatedRent',
  'indexRent',
  'disclosed',
] as const;

export type RentBrakeExceptionQuestion = (typeof rentBrakeExceptionQuestions)[number];

/**
 * The four answers, and the questions back when a postal code spans several municipalities or no
 * ordinance list places the municipality in a Land:
 * - covered_estimate: under the rent brake, with an estimate range;
 * - covered: under the rent brake, no figure we may ship (or none that fits);
 * - not_covered: not under the rent brake at the signing date, with the reason;
 * - unknown: we can't tell from our data: we check it;
 * - choose_municipality: which of the postal code's municipalities;
 * - choose_land: which Land the flat is in.
 */
export const rentBrakeResults = ['covered_estimate', 'covered', 'not_covered', 'unknown', 'choose_municipality', 'choose_land'] as const;

export type RentBrakeResult = (typeof rentBrakeResults)[number];

export const rentBrakeNotCoveredReasons = [
  'before_rent_brake_law',
  'before_ordinance',
  'after_ordinance',
  'not_listed',
  'no_ordinance',
  'ordinance_void',
  'previous_rent',
  'new_build',
  'comprehensive_modernisation',
  'temporary_use',
] as const;

export type RentBrakeNotCoveredReason = (typeof rentBrakeNotCoveredReasons)[number];

export const rentBrakeUnknownReasons = [
  'list_incomplete',
  'no_data_for_date',
  'start_uncertain',
  'listing_uncertain',
  'unknown_postal_code',
  'exception_to_check',
] as const;

export type RentBrakeUnknownReason = (typeof rentBrakeUnknownReasons)[number];

/** Why a covered lease gets no estimate: no published figure for the municipality and the signing date. */
export const rentBrakeNoFigureReasons = ['no_rent_index'] as const;

export type RentBrakeNoFigureReason = (typeof rentBrakeNoFigureReasons)[number];

/**
 * What an exception answer did to the result: `excludes` (no rent brake), `not_disclosed` (the landlord
 * can't rely on it yet, § 556g(1a) BGB), `raises_allowed_rent` (modernisation surcharge), `steps_checked`
 * (each rent step is checked on its own), `start_rent_only` (only the starting rent is checked),
 * `not_checked` (answered "don't know"), `none` (answered "no").
 */
export const rentBrakeExceptionEffects = ['excludes', 'not_disclosed', 'raises_allowed_rent', 'steps_checked', 'start_rent_only', 'not_checked', 'none'] as const;

export type RentBrakeExceptionEffect = (typeof rentBrakeExceptionEffects)[number];

/**
 * § 556g(2) BGB: `from_start` (a complaint by `deadline` reaches back to the start of the tenancy),
 * `from_complaint` (the 30 months have passed: only rent due after the complaint),
 * `from_complaint_old_law` (contracts concluded before 1 April 2020: only rent due after the complaint).
 */
export const rentBrakeRepaymentRules = ['from_start', 'from_complaint', 'from_complaint_old_law'] as const;

export type RentBrakeRepaymentRule = (typeof rentBrakeRepaymentRules)[number];

/** What every result says it did not check. */
export const rentBrakeAlwaysUnchecked = ['rent_index_field', 'tenancy_running'] as const;
