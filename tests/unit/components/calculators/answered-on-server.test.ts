import { answerOnServer, valuesOfQuery } from '@/components/calculators/answered-on-server';
import { emptySeveranceValues } from '@/components/calculators/SeveranceCalculator';
import { queryOfValues } from '@/components/calculators/result-url';
import { emptyRentBrakeValues, rentBrakeValuesOfQuery } from '@/components/calculators/rent-brake-values';
import { errorItem } from '@/contracts/errors';
import { ownParamsOf } from '@/routes';

describe('a calculator form read from the query', () => {
  const empty = { year: '', size: '', probation: false };

  it('is none without a field of the form, so a plain visit shows the empty form', () => {
    expect(valuesOfQuery(empty, {})).toBeUndefined();
    expect(valuesOfQuery(empty, { utm_source: 'x', iframe: '1' })).toBeUndefined();
  });

  it('takes text as typed (the first of repeated values), a checkbox as present, and only offered choices', () => {
    expect(valuesOfQuery(empty, { year: ['2018', '2019'], size: 'huge', probation: 'on' }, { size: ['1-5', '6-10'] })).toEqual({ year: '2018', size: '', probation: true });
    expect(valuesOfQuery(empty, { size: '6-10' }, { size: ['1-5', '6-10'] })).toEqual({ year: '', size: '6-10', probation: false });
    expect(valuesOfQuery(empty, { year: 'x'.repeat(5000) })?.year).toHaveLength(200);
  });

  it('keeps the rent-brake check to its Länder and exception answers', () => {
    const values = rentBrakeValuesOfQuery({ postalCode: '10119', land: 'XX', previousRent: 'no', newBuild: 'maybe' });
    expect(values).toEqual({ ...emptyRentBrakeValues, postalCode: '10119', previousRent: 'no' });
    expect(rentBrakeValuesOfQuery({ land: 'ST' })?.land).toBe('ST');
  });

  it('is every field the page owns, so that no value travels on into other links', () => {
    expect([...ownParamsOf('rentBrakeCheck')].sort()).toEqual(Object.keys(emptyRentBrakeValues).sort());
    expect([...ownParamsOf('severanceCalculator')].sort()).toEqual(Object.keys(emptySeveranceValues).sort());
  });
});

describe('a result URL', () => {
  it('holds the fields filled in, a checked box as "on", and leaves out what is still at its empty value', () => {
    expect(queryOfValues({ ...emptyRentBrakeValues, postalCode: ' 10119 ', previousRent: 'no' }, emptyRentBrakeValues)).toEqual({ postalCode: '10119', previousRent: 'no' });
    expect(queryOfValues({ year: '2018', probation: true, size: '' }, { year: '', probation: false, size: '' })).toEqual({ year: '2018', probation: 'on' });
  });
});

describe('the answer on the server', () => {
  const headers = new Headers();

  it('is the service answer', async () => {
    expect(await answerOnServer({ a: '1' }, [], async () => ({ ok: true, status: 200, data: { result: 'x' }, headers }))).toEqual({ values: { a: '1' }, answer: { result: 'x' }, errors: [] });
  });

  it("puts a value the form could not read in place of the service's word on that field", async () => {
    const unreadable = [errorItem('invalid_number', 'rent')];
    const refused = [errorItem('required', 'rent'), errorItem('required', 'area')];
    expect(await answerOnServer({}, unreadable, async () => ({ ok: false, status: 422, errors: refused }))).toEqual({
      values: {},
      answer: null,
      errors: [errorItem('invalid_number', 'rent'), errorItem('required', 'area')],
    });
    expect((await answerOnServer({}, unreadable, async () => ({ ok: true, status: 200, data: {}, headers }))).errors).toEqual(unreadable);
  });

  it('says the calculation failed for anything but a refusal', async () => {
    expect((await answerOnServer({}, [], async () => ({ ok: false, status: 503, errors: [errorItem('network')] }))).errors).toEqual([errorItem('calculation_failed')]);
  });
});
