import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TenantProtectionOrderScreen } from '@/screens/MembershipOrder';
import { renderOnPage } from '../../../support/render';

const plan = {
  plan: 'tenant-protection',
  title: 'Mieterschutz mit Anwalts-Hotline',
  tariffs: [{ id: 'basic', title: 'Basis', monthly_price_cents: 800, price_text: 'Tarif Basis: 8 € im Monat (inkl. USt.)' }],
  minimum_term_months: 12,
  notice_period_months: 1,
  pre_notification_days: 5,
  term_text: 'Mindestlaufzeit 12 Monate; danach läuft die Mitgliedschaft unbefristet weiter.',
  cancellation_text: 'Sie können mit einer Frist von einem Monat zum Ende der Mindestlaufzeit kündigen.',
  debit_text: 'Der Beitrag wird monatlich im Voraus per SEPA-Lastschrift eingezogen.',
};
const creditor = { name: 'Klarfall GmbH', identifier: 'DE98ZZZ09999999999' };

const server = setupServer();
let orders: Record<string, unknown>[] = [];
let plansStatus = 200;
let offeredCreditor: typeof creditor | null = creditor;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  orders = [];
  plansStatus = 200;
  offeredCreditor = creditor;
  server.use(
    http.get('http://localhost/api/memberships/plans', () =>
      plansStatus === 200
        ? HttpResponse.json({ plans: [plan], contract_text_version: '2026-1', creditor: offeredCreditor })
        : HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'internal_error', params: {} }] }, { status: plansStatus }),
    ),
    http.post('http://localhost/api/memberships', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      orders.push(body);
      if (String(body.iban).includes('99999999')) return HttpResponse.json({ status: 'failure', errors: [{ path: 'iban', code: 'iban_unknown_bank', params: {} }] }, { status: 422 });
      return HttpResponse.json(
        {
          created: true,
          membership: { mandate_reference: 'KLARFALL-2026-7Q4MX9P2', plan: 'tenant-protection', tariff: 'basic', monthly_price_cents: 800, status: 'active', starts_on: '2026-03-15', minimum_term_ends_on: '2027-03-14' },
        },
        { status: 201 },
      );
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fillIn(user: ReturnType<typeof userEvent.setup>, iban: string) {
  await user.type(screen.getByLabelText('Vor- und Nachname'), 'Zofia Wąsowska');
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'zofia@example.de');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await user.click(screen.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }));
  await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzhinweise/ }));
  await user.type(screen.getByLabelText('Ihr vollständiger Name als Unterschrift'), 'Zofia Wąsowska');
}

describe('taking out tenant protection', () => {
  it('shows price, terms and the mandate with the creditor, and names the payment obligation on the button', async () => {
    renderOnPage(<TenantProtectionOrderScreen />, { url: '/mieterschutz/abschliessen' });
    expect(screen.getByText('Tarife werden geladen …')).toBeInTheDocument();
    expect(await screen.findByText('Tarif Basis: 8 € im Monat (inkl. USt.)')).toBeInTheDocument();
    expect(screen.getByText(plan.cancellation_text)).toBeInTheDocument();
    expect(screen.getByText(/Gläubiger-Identifikationsnummer: DE98ZZZ09999999999/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeInTheDocument();
  });

  it('sends the order with one idempotency key and shows the mandate reference and the next steps', async () => {
    const user = userEvent.setup();
    renderOnPage(<TenantProtectionOrderScreen />, { url: '/mieterschutz/abschliessen' });
    await screen.findByText('Tarif Basis: 8 € im Monat (inkl. USt.)');
    await fillIn(user, 'DE44999999990532013000');
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('list', { name: /Bitte prüfen/ })).toHaveTextContent('Zu dieser IBAN finden wir keine Bank');

    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank, Ihre Mitgliedschaft ist abgeschlossen' })).toHaveFocus();
    expect(screen.getByText('Ihre Mandatsreferenz: KLARFALL-2026-7Q4MX9P2')).toBeInTheDocument();
    expect(screen.getByText('Mindestlaufzeit bis einschließlich 14.03.2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute('href', '/vertraege-kuendigen');

    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({
      plan: 'tenant-protection',
      tariff: 'basic',
      language: 'de',
      customer: { email: 'zofia@example.de', name: 'Zofia Wąsowska' },
      account_holder: 'Zofia Wąsowska',
      consent: { text_version: '2026-1', typed_name: 'Zofia Wąsowska', early_start: false, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
    });
    expect(orders[0].idempotency_key).toBe(orders[1].idempotency_key);
    expect(orders[1].consent).not.toHaveProperty('holder_typed_name');
  });

  it('over another person\'s account asks the holder\'s name and has the holder give the mandate in their own words and with their signature', async () => {
    const user = userEvent.setup();
    renderOnPage(<TenantProtectionOrderScreen />, { url: '/mieterschutz/abschliessen' });
    await screen.findByText('Tarif Basis: 8 € im Monat (inkl. USt.)');
    // The member's own account by default: no holder to name.
    expect(screen.getByRole('radio', { name: 'Von meinem eigenen Konto' })).toBeChecked();
    expect(screen.queryByLabelText('Name der Kontoinhaberin oder des Kontoinhabers')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Vom Konto einer anderen Person' }));
    expect(screen.getByText(/Das Lastschriftmandat kann nur die Person erteilen, der das Konto gehört/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Vor- und Nachname'), 'Zofia Wąsowska');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'zofia@example.de');
    await user.type(screen.getByLabelText('Name der Kontoinhaberin oder des Kontoinhabers'), 'Piotr Wąsowski');
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('checkbox', { name: 'Ich, Piotr Wąsowski, bin Inhaberin oder Inhaber dieses Kontos und erteile das oben stehende SEPA-Lastschriftmandat für die Beiträge der Mitgliedschaft von Zofia Wąsowska.' }));
    await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    await user.type(screen.getByLabelText('Ihr vollständiger Name als Unterschrift'), 'Zofia Wąsowska');
    // The member's name under the mandate is refused: only the holder gives it.
    await user.type(screen.getByLabelText('Name der Kontoinhaberin oder des Kontoinhabers als Unterschrift unter das Mandat'), 'Zofia Wąsowska');
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByRole('list', { name: /Bitte prüfen/ })).toHaveTextContent('Bitte tippen Sie den Namen der Kontoinhaberin oder des Kontoinhabers genau so, wie er oben steht.');
    expect(orders).toHaveLength(0);

    await user.clear(screen.getByLabelText('Name der Kontoinhaberin oder des Kontoinhabers als Unterschrift unter das Mandat'));
    await user.type(screen.getByLabelText('Name der Kontoinhaberin oder des Kontoinhabers als Unterschrift unter das Mandat'), 'Piotr Wąsowski');
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank, Ihre Mitgliedschaft ist abgeschlossen' })).toBeInTheDocument();
    expect(orders[0]).toMatchObject({
      customer: { email: 'zofia@example.de', name: 'Zofia Wąsowska' },
      account_holder: 'Piotr Wąsowski',
      consent: { typed_name: 'Zofia Wąsowska', holder_typed_name: 'Piotr Wąsowski', sepa_mandate_accepted: true },
    });
  });

  it('says memberships cannot be taken out while no creditor is configured, and offers no form', async () => {
    offeredCreditor = null;
    renderOnPage(<TenantProtectionOrderScreen />, { url: '/mieterschutz/abschliessen' });
    expect(await screen.findByText(/können wir gerade nicht online abschließen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).not.toBeInTheDocument();
  });

  it('offers to load the tariffs again when they could not be loaded', async () => {
    plansStatus = 500;
    const user = userEvent.setup();
    renderOnPage(<TenantProtectionOrderScreen />, { url: '/en/tenant-protection/sign-up' });
    expect(await screen.findByText('The tariffs could not be loaded. Please check your connection.')).toBeInTheDocument();
    plansStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Load again' }));
    expect(await screen.findByRole('button', { name: 'Order with obligation to pay' })).toBeInTheDocument();
  });
});
