import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { searchBanks } from '@/api-client/banks';

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
