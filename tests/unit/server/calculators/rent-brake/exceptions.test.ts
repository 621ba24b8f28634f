import { applyExceptions, DISCLOSURE_DUTY_FROM } from '@/server/calculators/rent-brake/exceptions';

const effectOf = (outcome: ReturnType<typeof applyExceptions>, question: string) => outcome.effects.find((each) => each.question === question)?.effect;

describe('exceptions to the rent brake', () => {
  it('treats every unanswered question as "don\'t know", changes nothing and lists it as not checked', () => {
    const outcome = applyExceptions({}, '2024-01-01');
    expect(outcome).toMatchObject({ excludedBy: undefined, toCheck: false, modernised: false });
    expect(outcome.effects.every((each) => each.answer === 'unknown' && each.effect === 'not_checked')).toBe(true);
  });

  it('excludes a flat let for temporary use (§ 549(2) nos. 1, 2 BGB), which needs no disclosure', () => {
    expect(applyExceptions({ temporaryUse: 'yes', disclosed: 'no' }, '2024-01-01')).toMatchObject({ excludedBy: 'temporary_use' });
  });

  it('excludes a new build first used and let after 2014-10-01 and a first letting after comprehensive modernisation (§ 556f BGB) when disclosed', () => {
    expect(applyExceptions({ newBuild: 'yes', disclosed: 'yes' }, '2024-01-01')).toMatchObject({ excludedBy: 'new_build' });
    expect(applyExceptions({ comprehensiveModernisation: 'yes', disclosed: 'yes' }, '2024-01-01')).toMatchObject({ excludedBy: 'comprehensive_modernisation' });
  });

  it('excludes a rent no higher than the previous tenant\'s (§ 556e(1) BGB) when disclosed', () => {
    expect(applyExceptions({ previousRent: 'yes', disclosed: 'yes' }, '2024-01-01')).toMatchObject({ excludedBy: 'previous_rent' });
  });

  it('lets the landlord not rely on an undisclosed exception in a lease from 2019 (§ 556g(1a) sentences 1, 2 BGB)', () => {
    const outcome = applyExceptions({ newBuild: 'yes', previousRent: 'yes', disclosed: 'no' }, '2024-01-01');
    expect(outcome.excludedBy).toBeUndefined();
    expect(effectOf(outcome, 'newBuild')).toBe('not_disclosed');
    expect(effectOf(outcome, 'previousRent')).toBe('not_disclosed');
  });

  it('applies the disclosure duty only to leases from 2019-01-01 (Art. 229 § 49 EGBGB)', () => {
    expect(DISCLOSURE_DUTY_FROM).toBe('2019-01-01');
    expect(applyExceptions({ newBuild: 'yes', disclosed: 'no' }, '2018-12-31')).toMatchObject({ excludedBy: 'new_build' });
  });

  it('leaves it to us to check an affirmed exception whose disclosure the tenant does not know', () => {
    expect(applyExceptions({ newBuild: 'yes' }, '2024-01-01')).toMatchObject({ excludedBy: undefined, toCheck: true });
  });

  it('counts a disclosed or possibly disclosed modernisation as raising the lawful rent (§ 556e(2) BGB)', () => {
    expect(applyExceptions({ modernisation: 'yes', disclosed: 'yes' }, '2024-01-01')).toMatchObject({ modernised: true, toCheck: false });
    expect(applyExceptions({ modernisation: 'yes' }, '2024-01-01')).toMatchObject({ modernised: true, toCheck: false });
    expect(applyExceptions({ modernisation: 'yes', disclosed: 'no' }, '2024-01-01')).toMatchObject({ modernised: false });
  });

  it('checks each step of a graduated rent (§ 557a(4) BGB) and only the starting rent of an index rent (§ 557b(4) BGB)', () => {
    const outcome = applyExceptions({ graduatedRent: 'yes', indexRent: 'yes' }, '2024-01-01');
    expect(effectOf(outcome, 'graduatedRent')).toBe('steps_checked');
    expect(effectOf(outcome, 'indexRent')).toBe('start_rent_only');
    expect(outcome.excludedBy).toBeUndefined();
  });
});
