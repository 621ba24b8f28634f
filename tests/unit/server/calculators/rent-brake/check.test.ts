import type { RentBrakeQuestion } from '@/contracts/calculators';
import { checkRentBrake } from '@/server/calculators/rent-brake/check';

const today = '2026-11-27';
const lease = (overrides: Partial<RentBrakeQuestion>): RentBrakeQuestion => ({
  postalCode: '10119',
  signedOn: '2025-06-01',
  netColdRent: 900,
  livingArea: 60,
  ...overrides,
});

describe('the rent-brake check: four answers, never a false "no"', () => {
  it.each([
    ['Köln', '50667'],
    ['Düsseldorf', '40213'],
    ['Leipzig', '04109'],
    ['Potsdam', '14467'],
  ])('answers that the rent brake applies in %s, with a call for us to check it', (municipality, postalCode) => {
    const answer = checkRentBrake(lease({ postalCode, signedOn: '2026-03-01' }), today);
    expect(answer).toMatchObject({ result: 'covered', reason: 'no_rent_index', municipality });
    expect(answer.ordinance?.source).toBeTruthy();
  });

  it.each([
    ['Kiel', '24103', 'after_ordinance'],
    ['Magdeburg', '39104', 'no_ordinance'],
  ])('answers that the rent brake does not apply in %s, with the reason and the date of the data', (municipality, postalCode, reason) => {
    expect(checkRentBrake(lease({ postalCode, signedOn: '2026-03-01' }), today)).toMatchObject({ result: 'not_covered', municipality, reason, dataAsOf: '2026-11-27' });
  });

  it('answers "we check it" for a Bavarian municipality missing from the partial list', () => {
    // Taufkirchen (Landkreis München), 82024: not among the Bavarian entries we could source.
    expect(checkRentBrake(lease({ postalCode: '82024', signedOn: '2026-03-01' }), today)).toMatchObject({ result: 'unknown', reason: 'list_incomplete', land: 'BY' });
  });

  it('gives an estimate range from the rent-index edition valid at the signing date, with its source', () => {
    const answer = checkRentBrake(lease({ signedOn: '2016-03-01', netColdRent: 470 }), today, 'en');
    expect(answer).toMatchObject({
      result: 'covered_estimate',
      estimate: { low: 0, high: 170, capped: false, comparativeRentPerSqm: 5.84, index: 'Mietspiegel 2015 Berlin', bandPercent: 20 },
      repayment: { rule: 'from_complaint_old_law' },
    });
    expect(answer.estimate?.source).toMatch(/haufe/);
  });

  it('decides by the signing date, not the move-in date (Berlin: signed May 2015, moved in July 2015)', () => {
    expect(checkRentBrake(lease({ signedOn: '2015-05-20', tenancyStart: '2015-07-01' }), today)).toMatchObject({
      result: 'not_covered',
      reason: 'before_rent_brake_law',
      reasonDate: '2015-06-01',
    });
  });

  it('gives no estimate where no edition was valid at the signing date (the issue\'s Berlin 2022 lease)', () => {
    expect(checkRentBrake(lease({ signedOn: '2022-03-01', livingArea: 70, netColdRent: 1_100 }), today)).toMatchObject({
      result: 'covered',
      reason: 'no_rent_index',
      repayment: { rule: 'from_complaint' },
    });
  });

  it('lets an affirmed exception change the result and says which', () => {
    expect(checkRentBrake(lease({ newBuild: 'yes', disclosed: 'yes' }), today)).toMatchObject({ result: 'not_covered', reason: 'new_build' });
    expect(checkRentBrake(lease({ newBuild: 'yes', disclosed: 'no' }), today)).toMatchObject({ result: 'covered_estimate' });
    expect(checkRentBrake(lease({ newBuild: 'yes' }), today)).toMatchObject({ result: 'unknown', reason: 'exception_to_check' });
    expect(checkRentBrake(lease({ modernisation: 'yes', disclosed: 'yes', signedOn: '2025-06-01', netColdRent: 700 }), today)).toMatchObject({
      result: 'covered_estimate',
      estimate: { low: 0 },
    });
  });

  it('lists what it did not check', () => {
    const answer = checkRentBrake(lease({ previousRent: 'no' }), today);
    expect(answer.notChecked).toEqual(expect.arrayContaining(['modernisation', 'newBuild', 'rent_index_field', 'tenancy_running']));
    expect(answer.notChecked).not.toContain('previousRent');
  });

  it('asks back which municipality where a postal code serves several', () => {
    expect(checkRentBrake(lease({ postalCode: '21357' }), today)).toMatchObject({ result: 'choose_municipality', municipalities: ['Bardowick', 'Barum', 'Wittorf'] });
    expect(checkRentBrake(lease({ postalCode: '21357', municipality: 'Barum', signedOn: '2026-03-01' }), today)).toMatchObject({ result: 'covered', municipality: 'Barum' });
  });

  it('answers "we check it" for a postal code it does not know', () => {
    expect(checkRentBrake(lease({ postalCode: '00000' }), today)).toMatchObject({ result: 'unknown', reason: 'unknown_postal_code' });
  });
});
