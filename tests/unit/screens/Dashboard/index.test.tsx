import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CurrentUser } from '@/contracts/accounts';
import { DashboardScreen } from '@/screens/Dashboard';
import { writeStoredAuth } from '@/session/auth-cookie';
import { authCookieName } from '@/session/stored-auth';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Cookies.remove(authCookieName, { path: '/' });
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});
afterAll(() => server.close());

const profile = {
  email: 'kim@example.org',
  phone: '+49 30 555 0101',
  first_name: 'Kim',
  last_name: 'Weber',
  address: { city: 'Berlin', district: 'Neukölln', postal_code: '12043', street_name: 'Weserstraße', house_number: '12' },
};

const user = (requests: CurrentUser['overview']['requests']): CurrentUser => ({
  id: 1,
  email: profile.email,
  first_name: 'Kim',
  last_name: 'Weber',
  overview: { profile, requests },
});

const rentCase = {
  id: 'pub-case-1',
  status: 'negotiation',
  created_at: '2025-02-03T09:00:00Z',
  updated_at: '2025-03-20T23:30:00Z',
  product_title: 'Mietpreisbremse',
  reference_number: 'KF-2025-0001',
  status_description: 'Wir haben Ihren Vermieter angeschrieben.',
  reply_email: 'info@klarfall.de',
  history: [
    { short: 'Auftrag erhalten', date: '2025-02-03T09:00:00Z', description: '<p>Danke für Ihren Auftrag.</p>' },
    { short: 'Rüge versandt', date: '2025-03-20T23:30:00Z', description: '<p>Die Rüge ist raus.</p>' },
  ],
};

const props = { language: 'de' as const, routeId: 'dashboard' as const, slugs: { de: '/dashboard', en: '/en/dashboard' }, loadErrors: [] };

describe('dashboard', () => {
  it('lists the open to-dos at the top: documents we asked for, and our message waiting for an answer, each leading to the conversation', () => {
    const documents = { ...rentCase, id: 'pub-case-3', product_title: 'Kontogebühren zurückfordern', reference_number: 'KF-2026-0003', status: 'documents_requested', status_description: 'Uns fehlen Ihre Entgeltaufstellungen 2022 bis 2024.' };
    const question = { ...rentCase, awaiting_reply_since: '2026-03-04T10:00:00.000Z' };
    renderOnPage(<DashboardScreen {...props} user={user([documents, question])} />, { url: '/dashboard' });
    const toDos = screen.getByRole('region', { name: '2 Sachen sind zu erledigen' });
    // Above the cases.
    expect(toDos.compareDocumentPosition(screen.getByRole('heading', { name: 'Ihre Fälle' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = within(toDos).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wir brauchen Unterlagen von Ihnen: Kontogebühren zurückfordern (KF-2026-0003)Uns fehlen Ihre Entgeltaufstellungen 2022 bis 2024.');
    expect(within(items[0]).getByRole('link', { name: 'Unterlagen schicken' })).toHaveAttribute('href', '/case?id=pub-case-3#messages');
    expect(items[1]).toHaveTextContent('Wir haben Ihnen am 04.03.2026 geschrieben und warten auf Ihre Antwort: Mietpreisbremse (KF-2025-0001)');
    expect(within(items[1]).getByRole('link', { name: 'Nachricht lesen und antworten' })).toHaveAttribute('href', '/case?id=pub-case-1#messages');
  });

  it('shows no to-do list while there is nothing to do, in English too', () => {
    renderOnPage(<DashboardScreen {...props} user={user([{ ...rentCase, awaiting_reply_since: null }])} />, { url: '/en/dashboard' });
    expect(screen.queryByRole('region', { name: /to do/ })).toBeNull();
  });

  it("shows a dismissal's deadline on its card as a date and days left, with the warning in words", () => {
    const dismissal = { ...rentCase, id: 'pub-case-2', product_title: 'Kündigung & Abfindung', reference_number: 'KF-2026-0002', status: 'received', deadline: { day: '2026-03-23', days_left: 2, warning: 'urgent' as const } };
    renderOnPage(<DashboardScreen {...props} user={user([dismissal, rentCase])} />, { url: '/dashboard' });
    const deadline = within(screen.getByRole('article', { name: 'Kündigung & Abfindung' })).getByRole('region', { name: 'Frist für die Kündigungsschutzklage' });
    expect(deadline).toHaveTextContent('23.03.2026 – noch 2 Tage');
    expect(deadline).toHaveTextContent('Achtung: Die Frist endet am 23.03.2026.');
    expect(within(screen.getByRole('article', { name: 'Mietpreisbremse' })).queryByRole('region')).not.toBeInTheDocument();
  });

  it('lists the cases with reference, status, dates as dd.MM.yyyy and a link to the status page', () => {
    renderOnPage(<DashboardScreen {...props} user={user([rentCase])} />, { url: '/dashboard' });
    const card = screen.getByRole('article', { name: 'Mietpreisbremse' });
    expect(within(card).getByText('KF-2025-0001')).toBeInTheDocument();
    expect(within(card).getByText('In Verhandlung')).toBeInTheDocument();
    expect(within(card).getByText('Wir haben Ihren Vermieter angeschrieben.')).toBeInTheDocument();
    const definition = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(definition('Angelegt am')).toBe('03.02.2025');
    // 23:30 UTC is already the next day in Berlin.
    expect(definition('Zuletzt aktualisiert')).toBe('21.03.2025');
    expect(within(card).getByRole('link', { name: /Verlauf und Details zu Mietpreisbremse \(KF-2025-0001\)/ })).toHaveAttribute('href', '/case?id=pub-case-1');
    expect(within(card).getByRole('link', { name: 'Nachrichten und Unterlagen zu Mietpreisbremse (KF-2025-0001)' })).toHaveAttribute('href', '/case?id=pub-case-1#messages');
    expect(within(card).getByText('Rüge versandt')).toBeInTheDocument();
  });

  it('shows the profile and how to change it', () => {
    renderOnPage(<DashboardScreen {...props} user={user([rentCase])} />, { url: '/dashboard' });
    const profileCard = screen.getByRole('region', { name: 'Ihr Profil' });
    expect(within(profileCard).getByText('Kim Weber')).toBeInTheDocument();
    expect(within(profileCard).getByText('+49 30 555 0101')).toBeInTheDocument();
    expect(within(profileCard).getByText(/Weserstraße 12/)).toBeInTheDocument();
    expect(within(profileCard).getByRole('link', { name: 'info@klarfall.de' })).toHaveAttribute('href', 'mailto:info@klarfall.de');
  });

  it('without cases says none matches the e-mail and offers products to commission', () => {
    renderOnPage(<DashboardScreen {...props} user={user([])} />, { url: '/en/dashboard' });
    expect(screen.getByText(/We could not match any case to your email address kim@example.org/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lower your rent with the rent brake' })).toHaveAttribute('href', '/en/rent-brake');
  });

  it('signs out: ends the session, tells an embedding app and goes to sign-in', async () => {
    const userEvents = userEvent.setup();
    const postMessage = jest.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    let signOutHeaders: Headers | undefined;
    server.use(
      http.delete('http://localhost/api/v1/users/sign_out', ({ request }) => {
        signOutHeaders = request.headers;
        return HttpResponse.json({ status: 'success' });
      }),
    );
    writeStoredAuth({ token: 'tok', uId: 'kim@example.org', client: 'cli', expiredAt: Date.now() / 1000 + 3600 });
    const { router } = renderOnPage(<DashboardScreen {...props} user={user([])} />, { url: '/dashboard?shell_app=true' });
    await userEvents.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/anmelden?shell_app=true'));
    expect(Cookies.get(authCookieName)).toBeUndefined();
    expect(signOutHeaders?.get('client')).toBe('cli');
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'logout' }));
  });

  it('says so when the data could not be loaded', () => {
    renderOnPage(<DashboardScreen {...props} user={null} loadErrors={[{ path: null, code: 'network', params: {} }]} />, { url: '/dashboard' });
    expect(screen.getByText('Ihre Daten konnten gerade nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Der Dienst ist gerade nicht erreichbar');
  });
});

describe('memberships on the dashboard', () => {
  const membership = {
    mandate_reference: 'KLARFALL-2026-7Q4MX9P2',
    plan: 'tenant-protection',
    tariff: 'basic',
    monthly_price_cents: 800,
    status: 'active',
    starts_on: '2026-03-16',
    minimum_term_ends_on: '2027-03-15',
    ends_on: null,
    notice_period_months: 1,
    pre_notification_days: 5,
    next_debit: { due_on: '2026-03-23', amount_cents: 800, period_start: '2026-03-16', period_end: '2026-04-15', announced: true },
    withdrawal_until: '2026-03-30',
    questions: { messages: 0, unread: 0 },
  };

  it('shows plan, price, start, next debit and term, the hotline, and the ways to withdraw and cancel with the reference', () => {
    renderOnPage(<DashboardScreen {...props} user={user([])} memberships={[membership]} />, { url: '/dashboard' });
    const card = screen.getByRole('article', { name: 'Mieterschutz mit Anwalts-Hotline' });
    expect(card).toHaveTextContent('KLARFALL-2026-7Q4MX9P2');
    expect(card).toHaveTextContent(/8\s€ im Monat/);
    expect(card).toHaveTextContent(/Nächste Lastschrift8\s€, 23\.03\.2026/);
    expect(card).toHaveTextContent('Mindestlaufzeit bis 15.03.2027, danach unbefristet');
    expect(card).toHaveTextContent('haben wir Ihnen per E-Mail angekündigt');
    expect(card).toHaveTextContent('Montag bis Freitag von 09:00 bis 19:00 Uhr');
    expect(within(card).getByRole('link', { name: 'Mieterschutz mit Anwalts-Hotline (KLARFALL-2026-7Q4MX9P2) widerrufen' })).toHaveAttribute('href', '/vertrag-widerrufen?reference=KLARFALL-2026-7Q4MX9P2');
    expect(within(card).getByRole('link', { name: 'Mieterschutz mit Anwalts-Hotline (KLARFALL-2026-7Q4MX9P2) kündigen' })).toHaveAttribute('href', '/vertraege-kuendigen?reference=KLARFALL-2026-7Q4MX9P2');
    // A question with documents goes to the membership's conversation with the team.
    expect(card).toHaveTextContent('Fragen mit Unterlagen stellen Sie uns schriftlich');
    const ask = within(card).getByRole('link', { name: 'Fragen und Antworten zu Mieterschutz mit Anwalts-Hotline (KLARFALL-2026-7Q4MX9P2)' });
    expect(ask).toHaveAttribute('href', '/mitgliedschaft/fragen?reference=KLARFALL-2026-7Q4MX9P2');
    expect(ask).toHaveTextContent('Frage stellen');
  });

  it('counts the team\'s new answers in words on the way to the questions', () => {
    renderOnPage(<DashboardScreen {...props} user={user([])} memberships={[{ ...membership, questions: { messages: 3, unread: 2 } }]} />, { url: '/en/dashboard' });
    const card = screen.getByRole('article', { name: 'Tenant protection with lawyer hotline' });
    const link = within(card).getByRole('link', { name: 'Questions and answers about Tenant protection with lawyer hotline (KLARFALL-2026-7Q4MX9P2): 2 new answers' });
    expect(link).toHaveAttribute('href', '/en/membership/questions?reference=KLARFALL-2026-7Q4MX9P2');
    expect(card).toHaveTextContent('2 new answers');
  });

  it('offers neither withdrawal nor cancellation once it is withdrawn, and says when the list could not be loaded', () => {
    const withdrawn = { ...membership, status: 'withdrawn', ends_on: '2026-03-18', next_debit: null, withdrawal_until: null };
    const { unmount } = renderOnPage(<DashboardScreen {...props} user={user([])} memberships={[withdrawn]} />, { url: '/dashboard' });
    const card = screen.getByRole('article', { name: 'Mieterschutz mit Anwalts-Hotline' });
    expect(card).toHaveTextContent('widerrufen');
    expect(card).toHaveTextContent('keine mehr');
    expect(within(card).queryAllByRole('link')).toEqual([]);
    unmount();
    renderOnPage(<DashboardScreen {...props} user={user([])} memberships={null} />, { url: '/dashboard' });
    expect(screen.getByText(/^Ihre Mitgliedschaften konnten gerade nicht geladen werden\./)).toHaveAttribute('role', 'status');
  });
});
