import type { RentBrakeQuestion } from '@/contracts/calculators';
import { allowedRentCents, checkRentBrake } from '@/server/calculators/rent-brake';
import { type RentIndexCity, rentIndexCities, rentIndexOfCity, resolveCity } from '@/server/calculators/rent-index';

const berlin: RentBrakeQuestion = {
  street: 'Torstraße 1',
  city: 'Berlin',
  postalCode: '10119',
  movedInAt: '2020-03-01',
  netColdRent: 900,
  livingArea: 60,
};

// Berlin: 7.21 EUR/sqm (Mietspiegel 2024); allowed rent for 60 sqm = 7.21 × 1.10 × 60 = 475.86 EUR.
const allowedFor60Sqm = 475.86;

describe('rent brake (§556d BGB)', () => {
  it('finds savings when the rent exceeds the comparative rent by more than 10 percent', () => {
    expect(checkRentBrake(berlin)).toEqual({
      result: 'savings',
      monthlySavings: 424.14,
      allowedRent: allowedFor60Sqm,
      comparativeRentPerSqm: 7.21,
      index: 'Mietspiegel 2024 Berlin',
      source: 'dpa-Bericht zum Berliner Mietspiegel 2024 (Mai 2024)',
    });
  });

  it('allows exactly 10 percent above the comparative rent', () => {
    expect(checkRentBrake({ ...berlin, netColdRent: allowedFor60Sqm })).toMatchObject({
      result: 'no_savings',
      reason: 'within_limit',
      allowedRent: allowedFor60Sqm,
    });
  });

  it('counts one cent above the limit as savings', () => {
    expect(checkRentBrake({ ...berlin, netColdRent: 475.87 })).toMatchObject({ result: 'savings', monthlySavings: 0.01 });
  });

  it('covers tenancies from the first day of the ordinance on, not the day before', () => {
    expect(checkRentBrake({ ...berlin, movedInAt: '2015-06-01' })).toMatchObject({ result: 'savings' });
    expect(checkRentBrake({ ...berlin, movedInAt: '2015-05-31' })).toEqual({ result: 'no_savings', reason: 'before_rent_brake' });
  });

  it('covers tenancies up to the last day of the ordinance, not after', () => {
    // Frankfurt am Main: ordinance until 2026-11-25.
    const frankfurt = { ...berlin, city: 'Frankfurt am Main', postalCode: '60311', netColdRent: 1500 };
    expect(checkRentBrake({ ...frankfurt, movedInAt: '2026-11-25' })).toMatchObject({ result: 'savings' });
    expect(checkRentBrake({ ...frankfurt, movedInAt: '2026-11-26' })).toEqual({ result: 'no_savings', reason: 'rent_brake_expired' });
  });

  it('answers no_rent_index for a city without a figure', () => {
    expect(checkRentBrake({ ...berlin, city: 'Köln', postalCode: '50667' })).toEqual({ result: 'no_rent_index' });
  });

  it('rounds the allowed rent half up to the cent, without floating-point drift', () => {
    expect(allowedRentCents(5, 10.01)).toBe(5506); // 55.055 EUR
    expect(allowedRentCents(9.94, 55.55)).toBe(60738); // 607.3847 EUR
    expect(allowedRentCents(7.21, 60)).toBe(47586);
  });

  it('uses the figures it is given', () => {
    const figures: RentIndexCity = { ...rentIndexCities[0], value: 10, rentBrake: { ...rentIndexCities[0].rentBrake } };
    expect(checkRentBrake({ ...berlin, netColdRent: 700 }, 'de', figures)).toMatchObject({ result: 'savings', allowedRent: 660, monthlySavings: 40 });
  });
});

describe('city of an address', () => {
  it('takes the city from a postal code with one locality, whatever was typed', () => {
    expect(resolveCity('10119', 'Berlin-Mitte')).toBe('Berlin');
    expect(resolveCity('80331', '')).toBe('München');
  });

  it('picks the typed locality when the postal code serves several', () => {
    expect(resolveCity('22113', 'Hamburg')).toBe('Hamburg');
    expect(resolveCity('22113', 'oststeinbek')).toBe('Oststeinbek');
    expect(checkRentBrake({ ...berlin, postalCode: '22113', city: 'Oststeinbek' })).toEqual({ result: 'no_rent_index' });
  });

  it('falls back to the typed city name for unknown postal codes', () => {
    expect(resolveCity('00000', 'Muenchen')).toBe('Muenchen');
    expect(checkRentBrake({ ...berlin, postalCode: '00000', city: 'Muenchen' })).toMatchObject({ comparativeRentPerSqm: 15.38 });
  });

  it('knows the data cities by their usual spellings', () => {
    expect(rentIndexOfCity('MÜNCHEN')?.city).toBe('München');
    expect(rentIndexOfCity('Munich')?.city).toBe('München');
    expect(rentIndexOfCity('Frankfurt a. M.')?.city).toBe('Frankfurt am Main');
    expect(rentIndexOfCity('nuernberg')?.city).toBe('Nürnberg');
    expect(rentIndexOfCity('Leipzig')).toBeUndefined();
  });
});

describe('rent index data', () => {
  it.each(rentIndexCities.map((city) => [city.city, city] as const))('%s has a figure, dates and a source for each', (_, city) => {
    expect(city.value).toBeGreaterThan(0);
    expect(city.source.de).toMatch(/\S/);
    expect(city.source.en).toMatch(/\S/);
    expect(city.index).toMatch(/Mietspiegel \d{4}/);
    expect(city.rentBrake.source).toMatch(/§556d/);
    expect(city.rentBrake.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(city.rentBrake.effectiveFrom < city.rentBrake.validTo).toBe(true);
  });
});
