import { coverageOn } from '@/server/calculators/rent-brake/areas';

// A listed municipality is named as its Land's lists name it.
const BERLIN = 'Berlin';
const KOELN = 'Köln';
const KIEL = 'Kiel';
const FRANKFURT = 'Frankfurt am Main';
const MUENCHEN = 'München';

describe('coverage by the signing date (Art. 229 § 35 EGBGB, § 556d(2) BGB)', () => {
  it('covers nothing signed before the rent-brake law took effect on 2015-06-01 (MietNovG, BGBl. I 2015, 610)', () => {
    // The case: a Berlin lease signed in May 2015 is not covered, whatever the move-in date.
    expect(coverageOn('BE', BERLIN, '2015-05-31')).toEqual({ kind: 'not_covered', reason: 'before_rent_brake_law', on: '2015-06-01' });
    expect(coverageOn('BE', BERLIN, '2015-06-01')).toMatchObject({ kind: 'covered' });
  });

  it('covers a municipality the ordinance in force on the signing date lists, from its first to its last day', () => {
    expect(coverageOn('NW', KOELN, '2025-03-01')).toMatchObject({ kind: 'covered', period: { from: '2025-03-01' } });
    expect(coverageOn('NW', KOELN, '2025-02-28')).toMatchObject({ kind: 'covered', period: { from: '2020-07-01' } });
    expect(coverageOn('SH', KIEL, '2019-11-30')).toMatchObject({ kind: 'covered' });
  });

  it('answers "not covered" after an ordinance ended, with its last day (Kiel: Schleswig-Holstein ended its rent brake on 2019-11-30)', () => {
    expect(coverageOn('SH', KIEL, '2019-12-01')).toEqual({ kind: 'not_covered', reason: 'after_ordinance', on: '2019-11-30' });
  });

  it('answers "not covered" before the municipality\'s ordinance began, with its first day', () => {
    // Dortmund came in with the NRW ordinance of 2025.
    expect(coverageOn('NW', 'Dortmund', '2024-06-01')).toEqual({ kind: 'not_covered', reason: 'before_ordinance', on: '2025-03-01' });
  });

  it('answers "not covered" where the Land never had an ordinance (Sachsen-Anhalt)', () => {
    expect(coverageOn('ST', undefined, '2026-06-01')).toEqual({ kind: 'not_covered', reason: 'no_ordinance' });
  });

  it('answers "not covered" where a complete list does not name the municipality', () => {
    expect(coverageOn('NW', undefined, '2026-06-01')).toMatchObject({ kind: 'not_covered', reason: 'not_listed', period: { from: '2025-03-01' } });
  });

  it('answers "not covered" for a period whose ordinance the courts held void (BGH VIII ZR 130/18: Hessen 2015-2019)', () => {
    expect(coverageOn('HE', FRANKFURT, '2017-05-01')).toMatchObject({ kind: 'not_covered', reason: 'ordinance_void' });
    expect(coverageOn('HH', 'Hamburg', '2016-01-01')).toMatchObject({ kind: 'not_covered', reason: 'ordinance_void' });
  });

  it('answers "unknown", never "not covered", where the list is partial (Bayern 2026) or the period unknown', () => {
    expect(coverageOn('BY', MUENCHEN, '2026-03-01')).toMatchObject({ kind: 'covered' });
    expect(coverageOn('BY', undefined, '2026-03-01')).toMatchObject({ kind: 'unknown', reason: 'list_incomplete' });
    expect(coverageOn('BB', 'Potsdam', '2020-01-01')).toEqual({ kind: 'unknown', reason: 'no_data_for_date' });
  });

  it('answers "unknown" once an ordinance has run out without a confirmed successor (Hessen after 2026-11-25)', () => {
    expect(coverageOn('HE', FRANKFURT, '2026-11-25')).toMatchObject({ kind: 'covered' });
    expect(coverageOn('HE', FRANKFURT, '2026-11-26')).toEqual({ kind: 'unknown', reason: 'no_data_for_date' });
  });

  it('answers "unknown" for a listed municipality whose ordinance\'s first day is not verified (Mecklenburg-Vorpommern coast)', () => {
    expect(coverageOn('MV', 'Binz', '2026-06-01')).toMatchObject({ kind: 'unknown', reason: 'start_uncertain' });
  });

  it('answers "unknown" for a name the ordinance leaves ambiguous (Weingarten in Baden-Württemberg 2020)', () => {
    expect(coverageOn('BW', 'Weingarten (Württemberg)', '2022-01-01')).toMatchObject({ kind: 'unknown', reason: 'listing_uncertain' });
  });
});
