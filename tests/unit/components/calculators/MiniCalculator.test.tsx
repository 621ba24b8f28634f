import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MiniCalculator } from '@/components/calculators/MiniCalculator';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mini calculator panels', () => {
  it('offers rent, termination, internet, sign up and login as one group of disclosures, the first open', () => {
    const { container } = renderOnPage(<MiniCalculator />, { url: '/' });
    expect(screen.getByRole('group', { name: 'Rechner' })).toBeInTheDocument();
    const panels = [...container.querySelectorAll('details')].filter((details) => details.getAttribute('name') === 'mini-calculator');
    expect(panels.map((details) => details.querySelector(':scope > summary')?.textContent)).toEqual(['Miete', 'Kündigung', 'Internet', 'Registrieren', 'Anmelden']);
    expect(panels.map((details) => details.open)).toEqual([true, false, false, false, false]);
  });

  it('submits each calculator with GET to its own page, where the server answers', () => {
    renderOnPage(<MiniCalculator />, { url: '/en' });
    const rent = screen.getByRole('form', { name: 'Check the rent brake' });
    expect(rent).toHaveAttribute('method', 'get');
    expect(rent).toHaveAttribute('action', '/en/rent-brake/check');
    expect(within(rent).getByLabelText('Postal code of the flat')).toHaveAttribute('name', 'postalCode');
    const severance = screen.getByRole('form', { name: 'Calculate your severance' });
    expect(severance).toHaveAttribute('method', 'get');
    expect(severance).toHaveAttribute('action', '/en/severance-calculator');
  });

  it('links the internet panel to its page and the account panels to the account pages, never with a password field', () => {
    renderOnPage(<MiniCalculator />, { url: '/?utm_source=x' });
    expect(screen.getByRole('link', { name: 'Mehr zu langsamem Internet' })).toHaveAttribute('href', '/langsames-internet?utm_source=x');
    expect(screen.getByRole('link', { name: 'Konto anlegen' })).toHaveAttribute('href', '/registrieren?utm_source=x');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden?utm_source=x');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/kennwort-zuruecksetzen?utm_source=x');
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });
});

describe('rent tab', () => {
  async function fillRent(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Postleitzahl der Wohnung'), '10119');
    await user.type(screen.getByLabelText('Tag der Unterschrift unter den Mietvertrag'), '2025-06-01');
    await user.type(screen.getByLabelText('Wohnfläche in m²'), '60');
    await user.type(screen.getByLabelText(/Nettokaltmiete/), '900,50');
  }

  const estimate = {
    result: 'covered_estimate',
    dataAsOf: '2026-11-27',
    municipality: 'Berlin',
    land: 'BE',
    ordinance: { name: 'Mietenbegrenzungsverordnung', from: '2015-06-01', until: '2025-12-31', source: 'berlin.de' },
    estimate: {
      low: 320,
      high: 400,
      capped: true,
      allowedRentLow: 380,
      allowedRentHigh: 580,
      comparativeRentPerSqm: 7.21,
      measure: 'median',
      bandPercent: 20,
      index: 'Mietspiegel 2024 Berlin',
      source: 'dpa',
    },
    exceptions: [{ question: 'newBuild', answer: 'no', effect: 'none' }],
    repayment: { rule: 'from_start', deadline: '2027-11-30', countedFrom: 'signing_date' },
    notChecked: ['previousRent', 'rent_index_field', 'tenancy_running'],
  };

  it('asks for the signing day, with the start of the tenancy as a hint only, and no street', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-30T22:30:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup();
      renderOnPage(<MiniCalculator />, { url: '/' });
      expect(screen.queryByLabelText(/Straße/)).not.toBeInTheDocument();
      const signedOn = screen.getByLabelText('Tag der Unterschrift unter den Mietvertrag');
      expect(signedOn).toHaveAccessibleDescription('Dieser Tag entscheidet, ob die Mietpreisbremse gilt – nicht der Einzug.');
      expect(signedOn).not.toHaveAttribute('max');
      await user.click(signedOn);
      expect(signedOn).toHaveAttribute('max', '2026-07-01');
      expect(screen.getByLabelText('Mietbeginn laut Vertrag (freiwillig)')).toHaveAccessibleDescription(/Nur als Hinweis/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows errors only after a submit attempt and sends nothing then', async () => {
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await user.type(screen.getByLabelText('Postleitzahl der Wohnung'), '123');
    expect(screen.queryByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postleitzahl der Wohnung')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(3);
  });

  it('sends the German amounts as numbers with the exception answers, and shows the estimate range with its basis', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost/api/calculators/rent', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(estimate);
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    await user.click(screen.getByText('Ausnahmen'));
    await user.click(within(screen.getByRole('group', { name: /Vormieter/ })).getByRole('radio', { name: 'Nein' }));
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    const heading = await screen.findByRole('heading', { name: 'In Berlin gilt die Mietpreisbremse – Ihre Miete ist wahrscheinlich zu hoch' });
    expect(heading).toHaveFocus();
    expect(body).toEqual({
      postalCode: '10119',
      signedOn: '2025-06-01',
      netColdRent: 900.5,
      livingArea: 60,
      previousRent: 'no',
      modernisation: 'unknown',
      newBuild: 'unknown',
      comprehensiveModernisation: 'unknown',
      temporaryUse: 'unknown',
      graduatedRent: 'unknown',
      indexRent: 'unknown',
      disclosed: 'unknown',
    });
    expect(screen.getByText(/^Mögliche Senkung: 320\s€ bis 400\s€ im Monat$/)).toBeInTheDocument();
    expect(screen.getByText(/^Grobe Schätzung:/)).toBeInTheDocument();
    expect(screen.getByText(/Unsere Schätzung reicht über 400\s€ im Monat hinaus/)).toBeInTheDocument();
    expect(screen.getByText(/§ 556d Abs. 1 BGB/)).toBeInTheDocument();
    expect(screen.getByText('Quelle des Mietspiegelwerts: dpa')).toBeInTheDocument();
    expect(screen.getByText(/Rückzahlung: Geht Ihre Rüge bis zum 30.11.2027/)).toBeInTheDocument();
    expect(screen.getByText('Stand unserer Daten: 27.11.2026.')).toBeInTheDocument();
    // The call to action opens the rent-brake order with what was entered here, and one example figure
    // from the range (its middle in whole tens) for the fee.
    expect(screen.getByRole('link', { name: 'Jetzt Miete senken lassen' })).toHaveAttribute('href', '/beauftragen/mietpreisbremse');
    expect(JSON.parse(window.sessionStorage.getItem('order-prefill:rent-brake') ?? 'null')).toEqual({
      answers: expect.objectContaining({ 'postal-code': '10119', city: 'Berlin', 'signed-on': '2025-06-01', rent: '900,50', size: '60', 'previous-rent': 'no', 'new-build': 'unknown' }),
      calculatedAmount: 360,
    });
  });

  it('asks which municipality where the postal code serves several, and sends the choice', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('http://localhost/api/calculators/rent', async ({ request }) => {
        const body = (await request.json()) as { municipality?: string };
        bodies.push(body);
        return HttpResponse.json(
          body.municipality
            ? { result: 'not_covered', reason: 'no_ordinance', dataAsOf: '2026-11-27', municipality: body.municipality, land: 'ST', notChecked: [] }
            : { result: 'choose_municipality', dataAsOf: '2026-11-27', municipalities: ['Barum', 'Wittorf'] },
        );
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByRole('heading', { name: 'In welcher Gemeinde liegt die Wohnung?' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Gemeinde der Wohnung'), 'Wittorf');
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByRole('heading', { name: 'Die Mietpreisbremse gilt für Ihren Mietvertrag nicht' })).toBeInTheDocument();
    expect(screen.getByText('Am Tag Ihrer Unterschrift galt in Sachsen-Anhalt keine Verordnung zur Mietpreisbremse (§ 556d Abs. 2 BGB).')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ municipality: 'Wittorf' });
  });

  it('asks the Land where no list places the municipality, sends it, and asks again for another postal code', async () => {
    const bodies: { land?: string }[] = [];
    server.use(
      http.post('http://localhost/api/calculators/rent', async ({ request }) => {
        const body = (await request.json()) as { land?: string };
        bodies.push(body);
        return HttpResponse.json(
          body.land
            ? { result: 'not_covered', reason: 'no_ordinance', dataAsOf: '2026-11-27', municipality: 'Magdeburg', land: body.land, notChecked: [] }
            : { result: 'choose_land', dataAsOf: '2026-11-27', municipality: 'Magdeburg' },
        );
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    expect(screen.queryByLabelText('Bundesland der Wohnung')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByRole('heading', { name: 'In welchem Bundesland liegt die Wohnung?' })).toHaveFocus();
    expect(screen.getByText(/Keine der Verordnungslisten, die wir führen, nennt Magdeburg unter der Postleitzahl 10119/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Jetzt|prüfen lassen/ })).not.toBeInTheDocument();
    const land = screen.getByLabelText('Bundesland der Wohnung');
    expect(land).toHaveAccessibleDescription(/verrät das Bundesland nicht/);
    // All 16 Länder, by name, after the prompt.
    expect(within(land).getAllByRole('option')).toHaveLength(17);
    await user.selectOptions(land, 'Sachsen-Anhalt');
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByText('Am Tag Ihrer Unterschrift galt in Sachsen-Anhalt keine Verordnung zur Mietpreisbremse (§ 556d Abs. 2 BGB).')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ land: 'ST' });
    expect(JSON.parse(window.sessionStorage.getItem('order-prefill:rent-brake') ?? 'null').answers).toMatchObject({ city: 'Magdeburg', land: 'ST' });
    // Another postal code may lie in another Land: the answer is asked again.
    await user.clear(screen.getByLabelText('Postleitzahl der Wohnung'));
    expect(screen.queryByLabelText('Bundesland der Wohnung')).not.toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByText('Der Wert darf höchstens 500 betragen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wohnfläche in m²')).toHaveAccessibleDescription('Der Wert darf höchstens 500 betragen.');
  });

  it('shows the calculation-error message when the call fails', async () => {
    server.use(http.post('http://localhost/api/calculators/rent', () => HttpResponse.json({ status: 'failure', errors: [{ code: 'internal_error' }] }, { status: 500 })));
    const user = userEvent.setup();
    renderOnPage(<MiniCalculator />, { url: '/' });
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Mietpreisbremse prüfen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bei der Berechnung ist ein Fehler aufgetreten. Versuchen Sie es später noch einmal.',
    );
  });
});

describe('termination tab', () => {
  async function fillSeverance(user: ReturnType<typeof userEvent.setup>, moreThanSixMonths = true) {
    await user.click(screen.getByText('Termination', { selector: 'summary' }));
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
    await user.click(screen.getByText('Termination', { selector: 'summary' }));
    await user.click(screen.getByRole('button', { name: 'Calculate severance' }));
    const waitingPeriod = screen.getByRole('group', { name: 'Had you been in the establishment for more than six months when you received the dismissal?' });
    expect(await within(waitingPeriod).findByText('Please choose yes or no.')).toBeInTheDocument();
  });
});
