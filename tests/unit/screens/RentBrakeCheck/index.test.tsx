import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { emptyRentBrakeValues } from '@/components/calculators/rent-brake-values';
import type { RentBrakeAnswer } from '@/contracts/calculators';
import { RentBrakeCheckScreen } from '@/screens/RentBrakeCheck';
import { loadRentBrakeCheck, type RentBrakeCheckData } from '@/screens/RentBrakeCheck/load';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const covered: RentBrakeAnswer = {
  result: 'covered',
  dataAsOf: '2026-11-27',
  municipality: 'Köln',
  land: 'NW',
  legalBasis: { ordinance: 'Mieterschutzverordnung NRW' },
  exceptions: [],
  notChecked: [],
} as unknown as RentBrakeAnswer;

const load = async (query: Record<string, string>) => {
  const loaded = await loadRentBrakeCheck({ language: 'de', params: {}, query, req: {} as IncomingMessage & { cookies: Record<string, string> }, res: {} as ServerResponse });
  if (!('data' in loaded)) throw new Error('expected data');
  return loaded.data;
};

describe('the rent-brake check answered on the server', () => {
  it('shows the empty form on a plain visit, without asking the service', async () => {
    expect(await load({ utm_source: 'x' })).toEqual({ answered: null });
  });

  it('asks the service with the query as the form would send it, and renders the form filled in with the answer', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/calculators/rent', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(covered);
      }),
    );
    const data = await load({ postalCode: '50667', signedOn: '2026-03-01', livingArea: '60', netColdRent: '900,50', previousRent: 'no' });
    expect(body).toMatchObject({ postalCode: '50667', signedOn: '2026-03-01', livingArea: 60, netColdRent: 900.5, previousRent: 'no', newBuild: 'unknown' });
    renderOnPage(<RentBrakeCheckScreen {...data} />, { url: '/mietpreisbremse/rechner?postalCode=50667' });
    expect(screen.getByRole('heading', { name: 'In Köln gilt die Mietpreisbremse' })).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl der Wohnung')).toHaveValue('50667');
    expect(screen.getByLabelText('Nettokaltmiete in EUR pro Monat')).toHaveValue('900,50');
    const form = screen.getByRole('form', { name: 'Mietpreisbremse prüfen' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/mietpreisbremse/rechner');
  });

  it("shows the service's refusal at its field, until the value changes", async () => {
    server.use(
      http.post('http://localhost/api/calculators/rent', () => HttpResponse.json({ status: 'failure', errors: [{ path: 'livingArea', code: 'too_large', params: { max: 500 } }] }, { status: 422 })),
    );
    const data = await load({ postalCode: '50667', signedOn: '2026-03-01', livingArea: '900', netColdRent: '900' });
    const user = userEvent.setup();
    renderOnPage(<RentBrakeCheckScreen {...data} />, { url: '/mietpreisbremse/rechner' });
    const area = screen.getByLabelText('Wohnfläche in m²');
    expect(area).toHaveAccessibleDescription('Der Wert darf höchstens 500 betragen.');
    await user.clear(area);
    await user.type(area, '90');
    expect(area).not.toHaveAccessibleDescription('Der Wert darf höchstens 500 betragen.');
  });

  it('asks for the municipality where the postal code serves several', () => {
    const data: RentBrakeCheckData = {
      answered: { values: { ...emptyRentBrakeValues, postalCode: '21483' }, answer: { result: 'choose_municipality', dataAsOf: '2026-11-27', municipalities: ['Barum', 'Wittorf'] } as unknown as RentBrakeAnswer, errors: [] },
    };
    renderOnPage(<RentBrakeCheckScreen {...data} />, { url: '/mietpreisbremse/rechner' });
    expect(screen.getByRole('heading', { name: 'In welcher Gemeinde liegt die Wohnung?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Gemeinde der Wohnung')).toHaveAttribute('name', 'municipality');
  });

  it('answers in the browser where the app runs, and puts the values into the URL to share', async () => {
    server.use(http.post('http://localhost/api/calculators/rent', () => HttpResponse.json(covered)));
    const user = userEvent.setup();
    const { router } = renderOnPage(<RentBrakeCheckScreen answered={null} />, { url: '/mietpreisbremse/rechner?iframe=1' });
    await user.type(screen.getByLabelText('Postleitzahl der Wohnung'), '50667');
    await user.type(screen.getByLabelText('Tag der Unterschrift unter den Mietvertrag'), '2026-03-01');
    await user.type(screen.getByLabelText('Wohnfläche in m²'), '60');
    await user.type(screen.getByLabelText('Nettokaltmiete in EUR pro Monat'), '900');
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByRole('heading', { name: 'In Köln gilt die Mietpreisbremse' })).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith(
      '/mietpreisbremse/rechner?iframe=1&postalCode=50667&signedOn=2026-03-01&netColdRent=900&livingArea=60',
      undefined,
      { shallow: true, scroll: false },
    );
  });
});
