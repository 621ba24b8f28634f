import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { searchBanks } from '@/api-client/banks';
import { checkAccountFees, checkRentBrake } from '@/api-client/calculators';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('bank search client', () => {
  it('asks /girokosten/banks with the search text and answers the banks', async () => {
    let url = '';
    server.use(
      http.get('http://localhost/girokosten/banks', ({ request }) => {
        url = request.url;
        return HttpResponse.json([{ name: 'Postbank', unprocessable: false }]);
      }),
    );
    expect(await searchBanks('Post bank')).toEqual([{ name: 'Postbank', unprocessable: false }]);
    expect(url).toBe('http://localhost/girokosten/banks?search=Post+bank');
  });

  it('turns an answer with an error field, a failure or a broken list into an empty list', async () => {
    server.use(http.get('http://localhost/girokosten/banks', () => HttpResponse.json({ error: 'search unavailable' })));
    expect(await searchBanks('Postbank')).toEqual([]);
    server.use(http.get('http://localhost/girokosten/banks', () => HttpResponse.json({ status: 'failure', errors: [] }, { status: 422 })));
    expect(await searchBanks('Postbank')).toEqual([]);
    server.use(http.get('http://localhost/girokosten/banks', () => HttpResponse.error()));
    expect(await searchBanks('Postbank')).toEqual([]);
    server.use(http.get('http://localhost/girokosten/banks', () => HttpResponse.json([{ name: 'Ok', unprocessable: false }, { name: 3 }])));
    expect(await searchBanks('Postbank')).toEqual([{ name: 'Ok', unprocessable: false }]);
  });
});

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
    await checkRentBrake({ street: 'A 1', city: 'Berlin', postalCode: '10119', movedInAt: '2020-01-01', netColdRent: 900, livingArea: 60 }, 'en');
    expect(received).toEqual({
      giro: { bankName: 'Postbank', accountOpened: '2013-12-31' },
      rent: { street: 'A 1', city: 'Berlin', postalCode: '10119', movedInAt: '2020-01-01', netColdRent: 900, livingArea: 60 },
    });
    // The rent answer quotes its source in the page's language.
    expect(locales.rent).toBe('en');
  });
});
