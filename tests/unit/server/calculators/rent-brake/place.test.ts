import { placeOf } from '@/server/calculators/rent-brake/place';
import { postalCodeGroups } from '@/server/calculators/rent-brake/postal-codes';

describe('municipality and Land of a postal code', () => {
  it('takes the only municipality a code serves, and its Land from the list that names it there', () => {
    expect(placeOf('50667')).toEqual({ kind: 'found', municipality: 'Köln', land: 'NW', listed: 'Köln' });
    // Kiel was listed in Schleswig-Holstein until 2019: listed, so its Land is known.
    expect(placeOf('24103')).toEqual({ kind: 'found', municipality: 'Kiel', land: 'SH', listed: 'Kiel' });
  });

  it('asks which one where a code serves several, and takes the chosen one (spelling aside)', () => {
    expect(placeOf('21357')).toEqual({ kind: 'choose', municipalities: ['Bardowick', 'Barum', 'Wittorf'] });
    expect(placeOf('21357', 'Lüneburg')).toMatchObject({ kind: 'choose' });
    expect(placeOf('65812', 'bad soden')).toEqual({ kind: 'found', municipality: 'Bad Soden', land: 'HE', listed: 'Bad Soden am Taunus' });
  });

  it('asks the Land of a municipality no list names, since the postal table knows no Länder', () => {
    expect(placeOf('39104')).toEqual({ kind: 'choose_land', municipality: 'Magdeburg' });
    expect(placeOf('39104', undefined, 'ST')).toEqual({ kind: 'found', municipality: 'Magdeburg', land: 'ST' });
    // Taufkirchen (Landkreis München) shares its name with the listed Taufkirchen (Vils), whose code is sourced.
    expect(placeOf('82024')).toEqual({ kind: 'choose_land', municipality: 'Taufkirchen' });
    expect(placeOf('82024', undefined, 'BY')).toEqual({ kind: 'found', municipality: 'Taufkirchen', land: 'BY' });
    expect(placeOf('84416', 'Taufkirchen')).toEqual({ kind: 'found', municipality: 'Taufkirchen', land: 'BY', listed: 'Taufkirchen' });
  });

  it('places a name the postal table uses for namesakes only by codes read from a source', () => {
    // Münster: 48143-48167 in Nordrhein-Westfalen (sourced); 86692 is Münster in Bayern.
    expect(placeOf('48143')).toMatchObject({ kind: 'found', land: 'NW', listed: 'Münster' });
    expect(placeOf('86692')).toEqual({ kind: 'choose_land', municipality: 'Münster' });
    expect(placeOf('86692', undefined, 'BY')).toEqual({ kind: 'found', municipality: 'Münster', land: 'BY' });
  });

  it('says "may be listed" where the Land\'s lists name a municipality of that name whose codes are not known', () => {
    // Meckenheim: the postal table uses the name in Nordrhein-Westfalen (listed) and Rheinland-Pfalz, one code each.
    expect(placeOf('53340')).toEqual({ kind: 'choose_land', municipality: 'Meckenheim' });
    expect(placeOf('53340', undefined, 'NW')).toEqual({ kind: 'found', municipality: 'Meckenheim', land: 'NW', mayBeListed: 'Meckenheim' });
    expect(placeOf('67149', undefined, 'RP')).toEqual({ kind: 'found', municipality: 'Meckenheim', land: 'RP' });
    // Rosenheim too, but its codes were read from a source: its namesake in Rheinland-Pfalz is asked, the city is not.
    expect(placeOf('83022')).toEqual({ kind: 'found', municipality: 'Rosenheim', land: 'BY', listed: 'Rosenheim' });
    expect(placeOf('57520', 'Rosenheim')).toEqual({ kind: 'choose_land', municipality: 'Rosenheim' });
  });

  it('keeps the Land of the list over a contradicting answer', () => {
    expect(placeOf('50667', undefined, 'BY')).toMatchObject({ kind: 'found', land: 'NW', listed: 'Köln' });
  });

  it('knows no municipality for a code that does not exist', () => {
    expect(placeOf('00000')).toEqual({ kind: 'unknown_postal_code' });
  });

  it('groups codes lying close together', () => {
    expect(postalCodeGroups(['48143', '86692', '48167'])).toEqual([['48143', '48167'], ['86692']]);
  });
});
