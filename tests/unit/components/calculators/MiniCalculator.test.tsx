import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MiniCalculator } from '@/components/calculators/MiniCalculator';
import { MiniPanelLoading } from '@/components/calculators/MiniPanel';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mini calculator tabs', () => {
  it('offers rent, termination, internet, sign up and login as accessible tabs', () => {
    renderOnPage(<MiniCalculator />, { url: '/' });
    const tablist = screen.getByRole('tablist', { name: 'Rechner' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Miete', 'Kündigung', 'Internet', 'Registrieren', 'Anmelden']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0].id);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/en' });
    const tabs = screen.getAllByRole('tab');
    await user.click(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Termination');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sign in');
  });

  it('links the internet tab to its page and holds the sign-up and sign-in forms', async () => {
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/?utm_source=x' });
    await user.click(screen.getByRole('tab', { name: 'Internet' }));
    expect(screen.getByRole('link', { name: 'Mehr zu langsamem Internet' })).toHaveAttribute('href', '/langsames-internet?utm_source=x');
    await user.click(screen.getByRole('tab', { name: 'Registrieren' }));
    const signUp = screen.getByRole('tabpanel');
    expect(within(signUp).getByLabelText('Vorname')).toBeInTheDocument();
    expect(within(signUp).getByRole('button', { name: 'Konto anlegen' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Anmelden' }));
    const signIn = screen.getByRole('tabpanel');
    expect(within(signIn).getByLabelText('Kennwort')).toBeInTheDocument();
    expect(within(signIn).getByRole('link', { name: 'Kennwort vergessen?' })).toHaveAttribute('href', '/kennwort-zuruecksetzen?utm_source=x');
  });
});

describe('rent tab', () => {
  async function fillRent(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Straße und Hausnummer'), 'Torstraße 1');
    await user.type(screen.getByLabelText('Postleitzahl'), '10119');
    await user.type(screen.getByLabelText('Ort'), 'Berlin');
    await user.type(screen.getByLabelText('Beginn des Mietverhältnisses'), '2020-03-01');
    await user.type(screen.getByLabelText('Wohnfläche in m²'), '60');
    await user.type(screen.getByLabelText(/Nettokaltmiete/), '900,50');
  }

  it('limits the start of the tenancy to today in Germany once the field is used', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-30T22:30:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup();
      renderOnPage(<MiniCalculator />, { url: '/' });
      const movedInAt = screen.getByLabelText('Beginn des Mietverhältnisses');
      expect(movedInAt).not.toHaveAttribute('max');
      await user.click(movedInAt);
      expect(movedInAt).toHaveAttribute('max', '2026-07-01');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows errors only after a submit attempt and sends nothing then', async () => {
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await user.type(screen.getByLabelText('Postleitzahl'), '123');
    expect(screen.queryByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ersparnis berechnen' }));
    expect(await screen.findByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(5);
  });

  it('sends the German amounts as numbers and shows the savings with their legal basis', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/calculators/rent', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          result: 'savings',
          monthlySavings: 424.64,
          allowedRent: 475.86,
          comparativeRentPerSqm: 7.21,
          index: 'Mietspiegel 2024 Berlin',
          source: 'dpa',
        });
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Ersparnis berechnen' }));
    const heading = await screen.findByRole('heading', { name: 'Sie können voraussichtlich 424,64\u00a0€ im Monat sparen' });
    expect(heading).toHaveFocus();
    expect(body).toEqual({ street: 'Torstraße 1', postalCode: '10119', city: 'Berlin', movedInAt: '2020-03-01', netColdRent: 900.5, livingArea: 60 });
    expect(screen.getByText(/§ 556d Abs. 1 BGB/)).toBeInTheDocument();
    // The call to action opens the rent-brake order with what was entered here, and the saving for the fee's example.
    expect(screen.getByRole('link', { name: 'Jetzt Miete senken' })).toHaveAttribute('href', '/beauftragen/mietpreisbremse');
    expect(JSON.parse(window.sessionStorage.getItem('order-prefill:rent-brake') ?? 'null')).toEqual({
      answers: { street: 'Torstraße 1', 'postal-code': '10119', city: 'Berlin', 'move-in': '2020-03-01', rent: '900,50', size: '60' },
      calculatedAmount: 424.64,
    });
  });

  it('shows the server validation errors on their fields', async () => {
    server.use(
      http.post('http://localhost/api/calculators/rent', () =>
        HttpResponse.json(
          { status: 'failure', errors: [{ path: 'livingArea', code: 'too_large', params: { max: 500 } }] },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Ersparnis berechnen' }));
    expect(await screen.findByText('Der Wert darf höchstens 500 betragen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wohnfläche in m²')).toHaveAccessibleDescription('Der Wert darf höchstens 500 betragen.');
  });

  it('shows the calculation-error message when the call fails', async () => {
    server.use(http.post('http://localhost/api/calculators/rent', () => HttpResponse.json({ status: 'failure', errors: [{ code: 'internal_error' }] }, { status: 500 })));
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Ersparnis berechnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bei der Berechnung ist ein Fehler aufgetreten. Versuchen Sie es später noch einmal.',
    );
  });
});

describe('termination tab', () => {
  async function fillSeverance(user: ReturnType<typeof userEvent.setup>, probation = false) {
    await user.click(screen.getByRole('tab', { name: 'Termination' }));
    await user.type(screen.getByLabelText('With the company since (year)'), '2018');
    await user.selectOptions(screen.getByLabelText('Employees in the company'), '51-500');
    await user.type(screen.getByLabelText('Gross monthly salary in EUR'), '3,000');
    if (probation) await user.click(screen.getByLabelText('I am still on probation'));
  }

  it('shows the positive result with the maximum severance and the 3-week deadline', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/calculators/severance', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: 'positive', years: 8, regularSeverance: 12000, maximumSeverance: 24000 });
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/en' });
    await fillSeverance(user);
    expect(screen.getByText(/within 3 weeks/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate severance' }));
    expect(await screen.findByRole('heading', { name: 'Possible severance: up to €24,000' })).toBeInTheDocument();
    expect(screen.getByText('Regular severance after 8 years: €12,000 – up to €24,000 is possible by negotiation.')).toBeInTheDocument();
    expect(body).toEqual({ employmentStartYear: 2018, companySize: '51-500', grossMonthlySalary: 3000, onProbation: false });
  });

  it('shows the negative result with its reason and legal basis', async () => {
    server.use(http.post('http://localhost/api/calculators/severance', () => HttpResponse.json({ result: 'negative', reason: 'probation' })));
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/en' });
    await fillSeverance(user, true);
    await user.click(screen.getByRole('button', { name: 'Calculate severance' }));
    expect(await screen.findByRole('heading', { name: 'Probably no severance' })).toBeInTheDocument();
    expect(screen.getByText(/section 1\(1\) KSchG/)).toBeInTheDocument();
  });
});

describe('a tab whose code is still on its way', () => {
  it('says it is loading, and asks for a reload when the code cannot be fetched', () => {
    const { unmount } = renderOnPage(<MiniPanelLoading />, { url: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    unmount();
    renderOnPage(<MiniPanelLoading error={new Error('ChunkLoadError')} />, { url: '/en' });
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be loaded. Please reload the page.');
  });
});
