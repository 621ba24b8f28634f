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
        return HttpResponse.json({ result: 'positive', payout: 20 });
      }),
    );
    const giro = await checkAccountFees({ bankName: 'Postbank', accountOpened: '2013-12-31' });
    expect(giro).toMatchObject({ ok: true, data: { result: 'positive', payout: 20 } });
    await checkRentBrake({ postalCode: '10119', signedOn: '2020-01-01', netColdRent: 900, livingArea: 60, newBuild: 'no' }, 'en');
    expect(received).toEqual({
      giro: { bankName: 'Postbank', accountOpened: '2013-12-31' },
      rent: { postalCode: '10119', signedOn: '2020-01-01', netColdRent: 900, livingArea: 60, newBuild: 'no' },
    });
    // The rent answer quotes its source in the page's language.
    expect(locales.rent).toBe('en');
  });
});
