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

  it('answers that the rent brake does not apply in Kiel: listed in Schleswig-Holstein until the Land ended its rent brake on 2019-11-30', () => {
    expect(checkRentBrake(lease({ postalCode: '24103', signedOn: '2026-03-01' }), today)).toMatchObject({
      result: 'not_covered',
      municipality: 'Kiel',
      land: 'SH',
      reason: 'after_ordinance',
      reasonDate: '2019-11-30',
      dataAsOf: '2026-11-27',
    });
  });

  describe('the Land question, where no list places the municipality (the postal table knows no Länder)', () => {
    it('asks which Land the flat is in rather than guessing it', () => {
      expect(checkRentBrake(lease({ postalCode: '39104', signedOn: '2026-03-01' }), today)).toEqual({ result: 'choose_land', dataAsOf: '2026-11-27', municipality: 'Magdeburg' });
      expect(checkRentBrake(lease({ postalCode: '82024', signedOn: '2026-03-01', land: '' }), today)).toMatchObject({ result: 'choose_land', municipality: 'Taufkirchen' });
    });

    it('answers "not covered" where the Land never issued an ordinance (§ 556d(2) BGB: Sachsen-Anhalt, Saarland)', () => {
      expect(checkRentBrake(lease({ postalCode: '39104', signedOn: '2026-03-01', land: 'ST' }), today)).toMatchObject({
        result: 'not_covered',
        municipality: 'Magdeburg',
        land: 'ST',
        reason: 'no_ordinance',
        dataAsOf: '2026-11-27',
      });
      expect(checkRentBrake(lease({ postalCode: '66111', signedOn: '2026-03-01', land: 'SL' }), today)).toMatchObject({ result: 'not_covered', reason: 'no_ordinance' });
    });

    it('answers "not covered" where the Land\'s complete list does not name the municipality, citing that ordinance', () => {
      const answer = checkRentBrake(lease({ postalCode: '59494', signedOn: '2026-03-01', land: 'NW' }), today);
      expect(answer).toMatchObject({ result: 'not_covered', municipality: 'Soest', land: 'NW', reason: 'not_listed', ordinance: { from: '2025-03-01' } });
      expect(answer.ordinance?.source).toBeTruthy();
    });

    it('answers "we check it" where the Land\'s list is incomplete (Bayern: Mieterschutzverordnung 2025, 285 municipalities, not all sourced)', () => {
      expect(checkRentBrake(lease({ postalCode: '82024', signedOn: '2026-03-01', land: 'BY' }), today)).toMatchObject({
        result: 'unknown',
        municipality: 'Taufkirchen',
        land: 'BY',
        reason: 'list_incomplete',
        ordinance: { from: '2026-01-01', source: expect.stringContaining('gesetze-bayern.de') },
      });
    });

    it('answers "we check it" where the Land\'s list names a municipality of that name that may be a namesake', () => {
      expect(checkRentBrake(lease({ postalCode: '53340', signedOn: '2026-03-01', land: 'NW' }), today)).toMatchObject({ result: 'unknown', reason: 'listing_uncertain', land: 'NW' });
      // Either way not covered: the answer needs no certainty about which Meckenheim.
      expect(checkRentBrake(lease({ postalCode: '53340', signedOn: '2015-03-01', land: 'NW' }), today)).toMatchObject({ result: 'not_covered', reason: 'before_rent_brake_law' });
    });

    it('needs no Land for a lease signed before the rent-brake law (Art. 229 § 35 EGBGB)', () => {
      expect(checkRentBrake(lease({ postalCode: '39104', signedOn: '2015-05-01' }), today)).toMatchObject({ result: 'not_covered', reason: 'before_rent_brake_law', reasonDate: '2015-06-01' });
    });
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
    expect(checkRentBrake(lease({ postalCode: '21357', municipality: 'Bardowick', signedOn: '2026-03-01' }), today)).toMatchObject({ result: 'covered', municipality: 'Bardowick' });
  });

  it('answers "we check it" for a postal code it does not know', () => {
    expect(checkRentBrake(lease({ postalCode: '00000' }), today)).toMatchObject({ result: 'unknown', reason: 'unknown_postal_code' });
  });
});
