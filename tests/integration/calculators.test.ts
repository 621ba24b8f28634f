import { setClock } from '@/server/clock';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

async function post(path: string, body: unknown) {
  const response = await server.request(path, { method: 'POST', body });
  return { status: response.status, body: await response.json() };
}

const errorsOf = (answer: { body: { errors: { path: string; code: string }[] } }) =>
  answer.body.errors.map((error) => `${error.path}.${error.code}`).sort();

const rent = {
  postalCode: '10119',
  signedOn: '2025-06-01',
  netColdRent: 900,
  livingArea: 60,
};

// 12:00 in Berlin on 15 June 2026.
beforeEach(() => setClock(() => new Date('2026-06-15T10:00:00Z')));

describe('POST /api/calculators/rent', () => {
  it('answers an estimate range from the rent-index edition valid at the signing date, quoting its source in German', async () => {
    const { status, body } = await post('/api/calculators/rent', rent);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      result: 'covered_estimate',
      dataAsOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      municipality: 'Berlin',
      land: 'BE',
      ordinance: { from: '2015-06-01', until: '2025-12-31' },
      // 7.21 EUR/sqm (Mietspiegel 2024) ± 20 % × 1.10 × 60 sqm: 380.69 to 571.03 lawful; 900 EUR rent
      // is 328.97 to 519.31 too high, rounded out and cut at the marketed 400 EUR.
      estimate: { low: 320, high: 400, capped: true, comparativeRentPerSqm: 7.21, measure: 'median', bandPercent: 20, index: 'Mietspiegel 2024 Berlin' },
      repayment: { rule: 'from_start', deadline: '2027-11-30', countedFrom: 'signing_date' },
      notChecked: expect.arrayContaining(['previousRent', 'rent_index_field']),
    });
    expect(body.estimate.source).toMatch(/^dpa-Bericht/);
  });

  it('quotes the source in English for locale=en and refuses another locale', async () => {
    expect((await post('/api/calculators/rent?locale=en', rent)).body.estimate.source).toMatch(/^dpa report/);
    expect(await post('/api/calculators/rent?locale=fr', rent)).toMatchObject({ status: 422 });
  });

  it('answers the other three: covered without a figure, not covered with its reason, unknown', async () => {
    expect((await post('/api/calculators/rent', { ...rent, postalCode: '50667', signedOn: '2026-03-01' })).body).toMatchObject({ result: 'covered', reason: 'no_rent_index', municipality: 'Köln' });
    expect((await post('/api/calculators/rent', { ...rent, postalCode: '24103', signedOn: '2026-03-01' })).body).toMatchObject({ result: 'not_covered', reason: 'after_ordinance', land: 'SH' });
    expect((await post('/api/calculators/rent', { ...rent, signedOn: '2015-05-31', tenancyStart: '2015-07-01' })).body).toMatchObject({ result: 'not_covered', reason: 'before_rent_brake_law' });
  });

  it('asks the Land where no list places the municipality, and decides by that Land\'s lists', async () => {
    const magdeburg = { ...rent, postalCode: '39104', signedOn: '2026-03-01' };
    expect((await post('/api/calculators/rent', magdeburg)).body).toEqual({ result: 'choose_land', dataAsOf: expect.any(String), municipality: 'Magdeburg' });
    expect((await post('/api/calculators/rent', { ...magdeburg, land: '' })).body).toMatchObject({ result: 'choose_land' });
    expect((await post('/api/calculators/rent', { ...magdeburg, land: 'ST' })).body).toMatchObject({ result: 'not_covered', reason: 'no_ordinance', municipality: 'Magdeburg', land: 'ST' });
    expect((await post('/api/calculators/rent', { ...rent, postalCode: '82024', signedOn: '2026-03-01', land: 'BY' })).body).toMatchObject({ result: 'unknown', reason: 'list_incomplete', land: 'BY' });
    const wrong = await post('/api/calculators/rent', { ...magdeburg, land: 'XX' });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong)).toEqual(['land.invalid_choice']);
  });

  it('asks back which municipality where a postal code serves several, and takes the exception answers', async () => {
    expect((await post('/api/calculators/rent', { ...rent, postalCode: '21357' })).body).toEqual({ result: 'choose_municipality', dataAsOf: expect.any(String), municipalities: ['Bardowick', 'Barum', 'Wittorf'] });
    expect((await post('/api/calculators/rent', { ...rent, temporaryUse: 'yes' })).body).toMatchObject({ result: 'not_covered', reason: 'temporary_use' });
  });

  it('names each problem with the question, and refuses a street (the calculator keeps none)', async () => {
    const answer = await post('/api/calculators/rent', {
      postalCode: '1011',
      signedOn: '2026-02-30',
      netColdRent: '900',
      livingArea: 60,
      newBuild: 'maybe',
      street: 'Torstraße 1',
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer)).toEqual(['netColdRent.invalid_type', 'newBuild.invalid_choice', 'null.unknown_field', 'postalCode.invalid_postal_code', 'signedOn.invalid_date']);
  });

  it('rejects signing days in the future (Berlin time), amounts with fractions of cents and rent implausible for the area', async () => {
    const answer = await post('/api/calculators/rent', { ...rent, signedOn: '2026-06-16', netColdRent: 900.001, tenancyStart: '1900-01-01' });
    expect(errorsOf(answer)).toEqual(['netColdRent.too_many_decimals', 'signedOn.in_future', 'tenancyStart.too_early']);
    expect(errorsOf(await post('/api/calculators/rent', { ...rent, netColdRent: 50, livingArea: 400 }))).toEqual(['netColdRent.implausible_for_area']);
    expect((await post('/api/calculators/rent', { ...rent, signedOn: '2026-06-15' })).status).toBe(200);
  });

  it('refuses bodies that are not a question', async () => {
    expect((await post('/api/calculators/rent', [rent])).status).toBe(422);
    expect((await post('/api/calculators/rent', null)).status).toBe(422);
    expect((await server.request('/api/calculators/rent')).status).toBe(405);
  });
});

describe('POST /api/calculators/severance', () => {
  const employee = { employmentStartYear: 2020, employmentStartMonth: 4, employmentEnd: '2026-10-31', companySize: '51-500', grossMonthlySalary: 3000, moreThanSixMonths: true };

  it('answers the range with the years from the start month to the end of employment, rounded by § 1a Abs. 2 KSchG', async () => {
    expect(await post('/api/calculators/severance', employee)).toEqual({
      status: 200,
      body: { result: 'positive', protection: 'applies', years: 7, wholeYears: 6, months: 7, roundedUp: true, ruleOfThumb: 10500, negotiatedFrom: 10500, negotiatedTo: 21000 },
    });
  });

  it('answers the negative results with their reasons, and the pre-2004 rule as protection that may apply', async () => {
    expect((await post('/api/calculators/severance', { ...employee, moreThanSixMonths: false })).body).toEqual({ result: 'negative', reason: 'waiting_period' });
    expect((await post('/api/calculators/severance', { ...employee, companySize: '6-10' })).body).toEqual({ result: 'negative', reason: 'small_business' });
    expect((await post('/api/calculators/severance', { ...employee, companySize: '6-10', employmentStartYear: 2001 })).body).toMatchObject({ result: 'positive', protection: 'older_employment' });
  });

  it('rejects bad input with 422, judging the dates by today in Berlin', async () => {
    const answer = await post('/api/calculators/severance', {
      employmentStartYear: 2030,
      employmentStartMonth: 0,
      employmentEnd: '2026-02-30',
      companySize: '10-20',
      grossMonthlySalary: -5,
      moreThanSixMonths: 'no',
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer)).toEqual([
      'companySize.invalid_choice',
      'employmentEnd.invalid_date',
      'employmentStartMonth.too_small',
      'employmentStartYear.in_future',
      'grossMonthlySalary.too_small',
      'moreThanSixMonths.invalid_type',
    ]);
    // 15 June 2026: July 2026 has not begun; an end more than two years ahead is a typo.
    expect(errorsOf(await post('/api/calculators/severance', { ...employee, employmentStartYear: 2026, employmentStartMonth: 7 }))).toEqual(['employmentStartMonth.in_future']);
    expect(errorsOf(await post('/api/calculators/severance', { ...employee, employmentEnd: '2028-06-17' }))).toEqual(['employmentEnd.too_late']);
    expect(errorsOf(await post('/api/calculators/severance', { ...employee, onProbation: false }))).toEqual(['null.unknown_field']);
    expect(errorsOf(await post('/api/calculators/severance', {}))).toEqual([
      'companySize.required',
      'employmentEnd.required',
      'employmentStartMonth.required',
      'employmentStartYear.required',
      'grossMonthlySalary.required',
      'moreThanSixMonths.required',
    ]);
  });
});

describe('POST /api/calculators/giro', () => {
  const customer = { bankName: 'Postbank', accountOpened: '2020-12-31', feesChanged: 'yes', expressConsent: 'no', stillPaying: 'yes', monthlyFee: 4.95 };

  it('buys the claim for 20 EUR, naming the years still claimable on the day in Berlin and what they may be worth', async () => {
    // 15 June 2026: January 2023 to June 2026 are 42 months; 42 × 4.95 EUR = 207.90 EUR.
    expect(await post('/api/calculators/giro', customer)).toEqual({
      status: 200,
      body: { result: 'positive', payout: 20, firstYear: 2023, lapsesOn: '2026-12-31', until: '2026-06', months: 42, estimate: 208, toCheck: false },
    });
    // 23:30 UTC on New Year's Eve is 1 January 2027 in Berlin: the debits of 2023 have lapsed.
    setClock(() => new Date('2026-12-31T23:30:00Z'));
    expect((await post('/api/calculators/giro', customer)).body).toMatchObject({ firstYear: 2024, lapsesOn: '2027-12-31', until: '2027-01', months: 37 });
  });

  it('takes an account opened in 2021 when fees were raised before 27 April 2021, and checks an unknown answer', async () => {
    expect((await post('/api/calculators/giro', { ...customer, accountOpened: '2021-01-01' })).body).toMatchObject({ result: 'positive' });
    expect((await post('/api/calculators/giro', { ...customer, feesChanged: 'unknown' })).body).toMatchObject({ result: 'positive', toCheck: true });
  });

  it('is negative without an unagreed change, when all of it has lapsed, and for unprocessable banks', async () => {
    expect((await post('/api/calculators/giro', { ...customer, feesChanged: 'no' })).body).toEqual({ result: 'negative', reason: 'no_unconsented_change' });
    expect((await post('/api/calculators/giro', { ...customer, expressConsent: 'yes', expressConsentYear: 2022 })).body).toEqual({
      result: 'negative',
      reason: 'time_barred',
      firstYear: 2023,
      until: 2022,
    });
    expect((await post('/api/calculators/giro', { ...customer, bankName: 'Deutsche Bundesbank' })).body).toEqual({ result: 'negative', reason: 'bank_unprocessable' });
  });

  it('matches the bank name regardless of case and umlauts', async () => {
    expect((await post('/api/calculators/giro', { ...customer, bankName: 'stadtsparkasse muenchen' })).body).toMatchObject({ result: 'positive', payout: 20 });
  });

  it('rejects unknown banks, bad dates, missing answers and the years of answers that need them with 422', async () => {
    expect(errorsOf(await post('/api/calculators/giro', { ...customer, bankName: 'Bank of Nowhere' }))).toEqual(['bankName.unknown_bank']);
    expect(errorsOf(await post('/api/calculators/giro', { ...customer, accountOpened: '2040-01-01' }))).toEqual(['accountOpened.in_future']);
    expect(errorsOf(await post('/api/calculators/giro', { accountOpened: 'yesterday' }))).toEqual([
      'accountOpened.invalid_date',
      'bankName.required',
      'expressConsent.required',
      'feesChanged.required',
      'monthlyFee.required',
      'stillPaying.required',
    ]);
    expect(errorsOf(await post('/api/calculators/giro', { ...customer, stillPaying: 'no' }))).toEqual(['paidUntilYear.required']);
    expect(errorsOf(await post('/api/calculators/giro', { ...customer, expressConsent: 'yes', expressConsentYear: 2027 }))).toEqual(['expressConsentYear.in_future']);
  });
});

describe('GET /girokosten/banks', () => {
  async function search(query: string) {
    const response = await server.request(`/girokosten/banks?search=${encodeURIComponent(query)}`);
    return { status: response.status, body: await response.json() };
  }

  it('answers matching banks with name and unprocessable flag', async () => {
    const answer = await search('dkb');
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toEqual({ name: 'DKB (Deutsche Kreditbank)', unprocessable: false });
    expect((await search('bausparkasse schwäbisch')).body[0]).toEqual({ name: 'Bausparkasse Schwäbisch Hall', unprocessable: true });
  });

  it('answers an empty list for fewer than three characters or no search at all', async () => {
    expect(await search('po')).toEqual({ status: 200, body: [] });
    const none = await server.request('/girokosten/banks');
    expect(await none.json()).toEqual([]);
  });

  it('is also reachable under /api, as every backend path', async () => {
    const response = await server.request('/api/girokosten/banks?search=Postbank');
    expect((await response.json())[0]).toEqual({ name: 'Postbank', unprocessable: false });
  });

  it('rejects overlong input with 422', async () => {
    const answer = await search('x'.repeat(101));
    expect(answer.status).toBe(422);
    expect(errorsOf(answer)).toEqual(['search.too_long']);
  });
});
