import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { checkAccountFees, checkRentBrake } from '@/api-client/calculators';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('calculator client', () => {
  it('posts the questions to the calculator endpoints', async () => {
    const received: Record<string, unknown> = {};
    const locales: Record<string, string | null> = {};
    server.use(
      http.post('http://localhost/api/calculators/:name', async ({ request, params }) => {
        received[String(params.name)] = await request.json();
        locales[String(params.name)] = new URL(request.url).searchParams.get('locale');
        return HttpResponse.json(
          params.name === 'giro'
            ? { result: 'positive', payout: 20, firstYear: 2023, lapsesOn: '2026-12-31', until: '2026-11', months: 47, estimate: 233, toCheck: false }
            : { result: 'no_rent_index' },
        );
      }),
    );
    const question = { bankName: 'Postbank', accountOpened: '2013-12-31', feesChanged: 'yes', expressConsent: 'no', stillPaying: 'yes', monthlyFee: 4.95 } as const;
    const giro = await checkAccountFees(question);
    expect(giro).toMatchObject({ ok: true, data: { result: 'positive', payout: 20 } });
    await checkRentBrake({ postalCode: '10119', signedOn: '2020-01-01', netColdRent: 900, livingArea: 60, newBuild: 'no' }, 'en');
    expect(received).toEqual({
      giro: question,
      rent: { postalCode: '10119', signedOn: '2020-01-01', netColdRent: 900, livingArea: 60, newBuild: 'no' },
    });
    // The rent answer quotes its source in the page's language.
    expect(locales.rent).toBe('en');
  });
});
