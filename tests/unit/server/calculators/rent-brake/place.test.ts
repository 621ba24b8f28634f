import { placeOf } from '@/server/calculators/rent-brake/place';
import { landsOfPostalCode } from '@/server/calculators/rent-brake/postal-codes';

describe('municipality of a postal code', () => {
  it('takes the only municipality a code serves, with its key from the lists', () => {
    expect(placeOf('50667')).toEqual({ kind: 'found', municipality: 'Köln', ags: '05315000', lands: ['NW'] });
  });

  it('asks which one where a code serves several, and takes the chosen one (spelling aside)', () => {
    expect(placeOf('21357')).toEqual({ kind: 'choose', municipalities: ['Bardowick', 'Barum', 'Wittorf'] });
    expect(placeOf('21357', 'barum')).toMatchObject({ kind: 'found', municipality: 'Barum', lands: ['NI'] });
    expect(placeOf('21357', 'Lüneburg')).toMatchObject({ kind: 'choose' });
  });

  it('finds a listed municipality under the shorter name the postal table uses', () => {
    expect(placeOf('65812', 'Bad Soden')).toMatchObject({ kind: 'found', ags: '06436001', lands: ['HE'] });
  });

  it('gives a municipality no list names the Länder of its postal area', () => {
    expect(placeOf('24103')).toMatchObject({ kind: 'found', municipality: 'Kiel', lands: ['SH'] });
    expect(placeOf('39104')).toEqual({ kind: 'found', municipality: 'Magdeburg', lands: ['ST'] });
    expect(landsOfPostalCode('97877')).toEqual(['BW', 'BY']);
  });

  it('knows no municipality for a code that does not exist', () => {
    expect(placeOf('00000')).toEqual({ kind: 'unknown_postal_code' });
  });
});
