import type { CalendarDay } from '@/basics/calendar';
import type {
  ExceptionAnswer,
  RentBrakeExceptionEffect,
  RentBrakeExceptionQuestion,
  RentBrakeNotCoveredReason,
} from '@/contracts/vocabulary/calculators';

/**
 * Art. 229 § 49(2) EGBGB: the landlord's duty to disclose an exception before the tenant signs
 * (§ 556g(1a) BGB) applies to leases concluded from 1 January 2019.
 */
export const DISCLOSURE_DUTY_FROM: CalendarDay = '2019-01-01';

export type ExceptionAnswers = Partial<Record<RentBrakeExceptionQuestion, ExceptionAnswer>>;

export interface ExceptionEffect {
  question: Exclude<RentBrakeExceptionQuestion, 'disclosed'>;
  answer: ExceptionAnswer;
  effect: RentBrakeExceptionEffect;
}

export interface ExceptionOutcome {
  /** What each question's answer did, in the order of the questions. */
  effects: ExceptionEffect[];
  /** An exception that takes the lease out of the rent brake (or limits it to the previous rent). */
  excludedBy?: Extract<RentBrakeNotCoveredReason, 'previous_rent' | 'new_build' | 'comprehensive_modernisation' | 'temporary_use'>;
  /** An exception the visitor affirmed whose disclosure we don't know: whether the landlord may rely on it is ours to check. */
  toCheck: boolean;
  /** The landlord may add a modernisation surcharge to the lawful rent (§ 556e(2) BGB). */
  modernised: boolean;
}

/**
 * Exceptions the landlord may rely on only if disclosed in text form before the tenant signed
 * (§ 556g(1a) sentence 1 nos. 1-4 BGB): previous rent, modernisation, new build, first letting after
 * comprehensive modernisation. Without the disclosure he can't rely on them (sentence 2); if he makes
 * up for it, only two years later (sentence 3). Temporary lets (§ 549(2) BGB) need no disclosure.
 */
const needsDisclosure = new Set<RentBrakeExceptionQuestion>(['previousRent', 'modernisation', 'newBuild', 'comprehensiveModernisation']);

const exclusions = {
  temporaryUse: 'temporary_use',
  newBuild: 'new_build',
  comprehensiveModernisation: 'comprehensive_modernisation',
  previousRent: 'previous_rent',
} as const;

/**
 * What the answers to the exception questions do to a lease signed on `signedOn`, each rule with its
 * law:
 * - § 549(2) BGB: a flat let for temporary use only, or a furnished room in the landlord's own flat
 *   (nos. 1, 2), is outside §§ 556d-556g: excluded.
 * - § 556f BGB: a flat first used and let after 1 October 2014, or let for the first time after a
 *   comprehensive modernisation: excluded.
 * - § 556e(1) BGB: the landlord may ask as much as the previous tenant owed: excluded when the
 *   previous rent was at least the tenant's.
 * - § 556e(2) BGB: after a modernisation in the three years before the tenancy, the lawful rent may
 *   include the modernisation surcharge: the estimate's low end becomes 0.
 * - § 557a(4) BGB: with graduated rent each step is checked against the comparative rent when it
 *   starts; § 557b(4) BGB: with index rent only the starting rent is checked.
 * - § 556g(1a) BGB (leases from 2019): the first four count only if disclosed before signing.
 */
export function applyExceptions(answers: ExceptionAnswers, signedOn: CalendarDay): ExceptionOutcome {
  const answer = (question: RentBrakeExceptionQuestion): ExceptionAnswer => answers[question] ?? 'unknown';
  const disclosureDuty = signedOn >= DISCLOSURE_DUTY_FROM;
  const disclosed = answer('disclosed');
  /** What an affirmed exception does, given the disclosure rule. */
  const affirmed = (question: RentBrakeExceptionQuestion, applies: RentBrakeExceptionEffect): RentBrakeExceptionEffect => {
    if (!needsDisclosure.has(question) || !disclosureDuty || disclosed === 'yes') return applies;
    return disclosed === 'no' ? 'not_disclosed' : 'not_checked';
  };

  const effects: ExceptionEffect[] = [];
  let excludedBy: ExceptionOutcome['excludedBy'];
  let modernised = false;
  let toCheck = false;
  for (const question of ['temporaryUse', 'newBuild', 'comprehensiveModernisation', 'previousRent', 'modernisation', 'graduatedRent', 'indexRent'] as const) {
    const given = answer(question);
    let effect: RentBrakeExceptionEffect = given === 'unknown' ? 'not_checked' : 'none';
    if (given === 'yes') {
      if (question === 'graduatedRent') effect = 'steps_checked';
      else if (question === 'indexRent') effect = 'start_rent_only';
      else if (question === 'modernisation') {
        effect = affirmed(question, 'raises_allowed_rent');
        // Disclosure unknown: the surcharge may count, so the estimate keeps its low end at 0.
        modernised = effect !== 'not_disclosed';
      } else {
        effect = affirmed(question, 'excludes');
        if (effect === 'excludes') excludedBy ??= exclusions[question];
        // Whether the landlord may rely on it turns on a disclosure nobody told us about.
        if (effect === 'not_checked') toCheck = true;
      }
    }
    effects.push({ question, answer: given, effect });
  }
  return { effects, excludedBy, toCheck, modernised };
}
