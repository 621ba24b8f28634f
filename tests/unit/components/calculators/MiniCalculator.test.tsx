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
  async function fillSeverance(user: ReturnType<typeof userEvent.setup>, moreThanSixMonths = true) {
    await user.click(screen.getByRole('tab', { name: 'Termination' }));
    await user.selectOptions(screen.getByLabelText('In the establishment since (month)'), 'April');
    await user.type(screen.getByLabelText('In the establishment since (year)'), '2018');
    await user.type(screen.getByLabelText('End of employment'), '2025-10-31');
    await user.selectOptions(screen.getByLabelText('Staff in the establishment'), '51-500');
    await user.type(screen.getByLabelText('Gross monthly salary in EUR'), '3,000');
    const waitingPeriod = screen.getByRole('group', { name: 'Had you been in the establishment for more than six months when you received the dismissal?' });
    await user.click(within(waitingPeriod).getByLabelText(moreThanSixMonths ? 'Yes' : 'No'));
  }

  it('shows the range, the rule of thumb, the years with their rounding and the 3-week deadline', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/calculators/severance', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: 'positive', protection: 'applies', years: 8, wholeYears: 7, months: 7, roundedUp: true, ruleOfThumb: 12000, negotiatedFrom: 12000, negotiatedTo: 24000 });
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/en' });
    await fillSeverance(user);
    expect(screen.getByText(/within 3 weeks/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate severance' }));
    expect(await screen.findByRole('heading', { name: 'Possible severance: €12,000 to €24,000' })).toBeInTheDocument();
    expect(screen.getByText(/Length of service: 7 years and 7 months, counted from the 1st of the start month\. More than six months count as a full year: 8 years \(section 1a\(2\) KSchG\)\./)).toBeInTheDocument();
    expect(screen.getByText('Rule of thumb: 0.5 gross monthly salaries per year × 8 years = €12,000.')).toBeInTheDocument();
    expect(screen.getByText(/A negotiated severance has no upper limit/)).toBeInTheDocument();
    expect(body).toEqual({ employmentStartYear: 2018, employmentStartMonth: 4, employmentEnd: '2025-10-31', companySize: '51-500', grossMonthlySalary: 3000, moreThanSixMonths: true });
  });

  it('names the special protections, the deadline and the call to action on a negative result', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/calculators/severance', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: 'negative', reason: 'waiting_period' });
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/en' });
    await fillSeverance(user, false);
    await user.click(screen.getByRole('button', { name: 'Calculate severance' }));
    expect(await screen.findByRole('heading', { name: 'Probably no protection under the Dismissal Protection Act' })).toBeInTheDocument();
    expect(body).toMatchObject({ moreThanSixMonths: false });
    expect(screen.getByText(/section 1\(1\) KSchG/)).toBeInTheDocument();
    for (const law of ['section 17 MuSchG', 'sections 168, 173 SGB IX', 'section 15 KSchG', 'section 623 BGB', 'AGG']) expect(screen.getByText(new RegExp(law.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByText(/within three weeks of receiving the dismissal \(section 4 KSchG\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have my dismissal checked' })).toBeInTheDocument();
  });

  it('asks whether the six months had passed before it calculates', async () => {
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/en' });
    await user.click(screen.getByRole('tab', { name: 'Termination' }));
    await user.click(screen.getByRole('button', { name: 'Calculate severance' }));
    const waitingPeriod = screen.getByRole('group', { name: 'Had you been in the establishment for more than six months when you received the dismissal?' });
    expect(await within(waitingPeriod).findByText('Please choose yes or no.')).toBeInTheDocument();
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
