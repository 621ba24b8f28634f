import { screen } from '@testing-library/react';
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
});
afterAll(() => server.close());

const profile = { email: 'kim@example.org', phone: null, first_name: 'Kim', last_name: 'Weber', address: { city: null, district: null, postal_code: null, street_name: null, house_number: null } };
const aCase = (id: string, status: string) => ({
  id,
  status,
  created_at: '2025-02-03T09:00:00Z',
  updated_at: '2025-03-20T09:00:00Z',
  product_title: 'Mietkaution zurückfordern',
  reference_number: `KF-${id}`,
  status_description: 'Text',
  reply_email: 'info@klarfall.de',
  history: [],
});
const user = (requests: CurrentUser['overview']['requests']): CurrentUser => ({ id: 1, email: profile.email, first_name: 'Kim', last_name: 'Weber', overview: { profile, requests } });
const props = { language: 'de' as const, routeId: 'dashboard' as const, slugs: { de: '/dashboard', en: '/en/dashboard' }, loadErrors: [] };

describe('dashboard: rating a closed case', () => {
  it('invites only closed, unrated cases, and says where a rating stands', () => {
    const requests = [aCase('open', 'negotiation'), aCase('closed', 'successful'), aCase('rated', 'withdrawn')];
    const reviews = [{ case_id: 'rated', stars: 4, text: null, status: 'published' as const, created_at: '2025-04-01T00:00:00Z' }];
    renderOnPage(<DashboardScreen {...props} user={user(requests)} reviews={reviews} />, { url: '/dashboard' });
    const prompts = screen.getAllByRole('region', { name: 'Wie zufrieden waren Sie?' });
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toHaveTextContent('(Kim W.)');
    expect(prompts[1]).toHaveTextContent('Ihre Bewertung: 4 von 5 Sternen – veröffentlicht.');
  });

  it('invites nobody while the ratings are unknown', () => {
    renderOnPage(<DashboardScreen {...props} user={user([aCase('closed', 'successful')])} reviews={null} />, { url: '/dashboard' });
    expect(screen.queryByRole('region', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
  });

  it('sends the stars and the words, and thanks', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/v1/me/cases/closed/review', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ review: { case_id: 'closed', stars: 5, text: 'Top', status: 'pending', created_at: '2025-04-01T00:00:00Z' } }, { status: 201 });
      }),
    );
    writeStoredAuth({ token: 't', uId: profile.email, client: 'c', expiredAt: Math.floor(Date.now() / 1000) + 600 });
    renderOnPage(<DashboardScreen {...props} user={user([aCase('closed', 'successful')])} reviews={[]} />, { url: '/dashboard' });
    await userEvent.click(screen.getByLabelText('5 Sterne'));
    await userEvent.type(screen.getByLabelText('Ihr Kommentar (freiwillig)'), 'Top');
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Danke für Ihre Bewertung! Wir prüfen sie und veröffentlichen sie dann.')).toBeInTheDocument();
    // The words are tagged with the language of the page they were written on.
    expect(sent).toEqual({ stars: 5, text: 'Top', language: 'de' });
    expect(screen.getByText('Ihre Bewertung: 5 von 5 Sternen – wird geprüft.')).toBeInTheDocument();
  });
});

describe('dashboard: your data', () => {
  it('offers the archive, says how to change details, and links the deletion', () => {
    renderOnPage(<DashboardScreen {...props} user={user([])} />, { url: '/dashboard' });
    const yourData = screen.getByRole('region', { name: 'Ihre Daten' });
    expect(yourData).toHaveTextContent('Ihre Profildaten ändern wir auf Ihre Nachricht hin');
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Konto löschen' })).toHaveAttribute('href', '/konto-loeschen');
  });
});
