import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BackofficeReview } from '@/contracts/reviews';
import type { StaffMemberView } from '@/contracts/staff';
import { StaffReviewsScreen } from '@/screens/StaffReviews';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const admin: StaffMemberView = { id: 1, email: 'alex@provider.example', name: 'Alex Admin', role: 'admin', state: 'active' };

const review = (overrides: Partial<BackofficeReview>): BackofficeReview => ({
  id: 7,
  case_reference: 'KF-2026-000123',
  product_name: 'deposit',
  stars: 4,
  text: 'Die Kaution kam vollständig zurück.',
  author: 'Kim B.',
  language: 'de',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  ...overrides,
});

const waiting = review({});
const publishedOne = review({ id: 3, case_reference: 'KF-2026-000099', stars: 5, text: null, author: 'Sam O.', language: 'en', status: 'published', decided_at: '2026-11-18T09:00:00.000Z' });
const rejectedOne = review({ id: 2, case_reference: 'KF-2026-000098', status: 'rejected', decided_at: '2026-11-17T09:00:00.000Z' });

function renderScreen(reviews = { pending: [waiting], decided: [publishedOne, rejectedOne] }, url = '/backoffice/bewertungen') {
  return renderOnPage(<StaffReviewsScreen staff={admin} reviews={reviews} />, { url });
}

/** Answers decisions as the service would, and keeps what was sent. */
function decisions(answer: (decision: string) => Response) {
  const sent: { id: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/staff/reviews/:id', async ({ params, request }) => {
      const body = (await request.json()) as { decision: string };
      sent.push({ id: String(params.id), body });
      return answer(body.decision);
    }),
  );
  return sent;
}

describe('the back office’s reviews page', () => {
  it('shows the waiting ratings first with stars, words, product, case, author and date, then the decided ones', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Bewertungen' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    const pendingCard = within(lists[0]).getByRole('article', { name: 'Mietkaution zurückfordern · Fall KF-2026-000123' });
    expect(screen.getByRole('heading', { level: 2, name: 'Warten auf Entscheidung (1)' })).toBeInTheDocument();
    expect(pendingCard).toHaveTextContent('4 von 5 Sternen');
    expect(pendingCard).toHaveTextContent('Die Kaution kam vollständig zurück.');
    expect(pendingCard).toHaveTextContent('Von Kim B., bewertet am 20.11.2026 · Sprache: Deutsch');
    expect(within(pendingCard).getByRole('button', { name: 'Bewertung von Kim B. zu Fall KF-2026-000123 veröffentlichen' })).toHaveTextContent('Veröffentlichen');
    expect(within(pendingCard).getByRole('button', { name: 'Bewertung von Kim B. zu Fall KF-2026-000123 ablehnen' })).toHaveTextContent('Ablehnen');

    const publishedCard = within(lists[1]).getByRole('article', { name: /KF-2026-000099/ });
    expect(publishedCard).toHaveTextContent('Nur Sterne, ohne Text.');
    expect(publishedCard).toHaveTextContent('Veröffentlicht am 18.11.2026');
    expect(within(publishedCard).getByRole('button', { name: 'Bewertung von Sam O. zu Fall KF-2026-000099 zurückziehen' })).toBeInTheDocument();
    expect(within(publishedCard).queryByRole('button', { name: /veröffentlichen/ })).not.toBeInTheDocument();
    // A rejected rating offers nothing more: it is never published.
    const rejectedCard = within(lists[1]).getByRole('article', { name: /KF-2026-000098/ });
    expect(rejectedCard).toHaveTextContent('Abgelehnt am 17.11.2026');
    expect(within(rejectedCard).queryByRole('button')).not.toBeInTheDocument();
  });

  it('publishes a rating, reloads the lists, says so and takes the focus to the waiting list', async () => {
    const user = userEvent.setup();
    const sent = decisions(() => HttpResponse.json({ review: { ...waiting, status: 'published', decided_at: '2026-11-23T10:00:00.000Z' } }));
    const { router } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Bewertung von Kim B. zu Fall KF-2026-000123 veröffentlichen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Die Bewertung von Kim B. ist veröffentlicht.'));
    expect(sent).toEqual([{ id: '7', body: { decision: 'publish' } }]);
    expect(router.replace).toHaveBeenCalledWith('/backoffice/bewertungen', undefined, { scroll: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Warten auf Entscheidung (1)' })).toHaveFocus();
  });

  it('rejects only after the admin confirms, and sends nothing when they do not', async () => {
    const user = userEvent.setup();
    const sent = decisions(() => HttpResponse.json({ review: { ...waiting, status: 'rejected', decided_at: '2026-11-23T10:00:00.000Z' } }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderScreen();
    const reject = screen.getByRole('button', { name: 'Bewertung von Kim B. zu Fall KF-2026-000123 ablehnen' });
    await user.click(reject);
    expect(confirm).toHaveBeenCalledWith('Bewertung von Kim B. ablehnen? Eine abgelehnte Bewertung wird nie veröffentlicht.');
    expect(sent).toEqual([]);
    await user.click(reject);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Die Bewertung von Kim B. ist abgelehnt und wird nicht veröffentlicht.'));
    expect(sent).toEqual([{ id: '7', body: { decision: 'reject' } }]);
  });

  it('shows the service’s refusal in words beside the rating', async () => {
    const user = userEvent.setup();
    decisions(() => HttpResponse.json({ status: 'failure', errors: [{ path: 'id', code: 'review_rejected', message: 'rejected' }] }, { status: 409 }));
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Bewertung von Kim B. zu Fall KF-2026-000123 veröffentlichen' }));
    expect(await screen.findByText('Diese Bewertung wurde abgelehnt und kann nicht mehr veröffentlicht werden.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when nothing is waiting and nothing was decided, in English too', () => {
    renderScreen({ pending: [], decided: [] }, '/en/backoffice/reviews');
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting for a decision (0)' })).toBeInTheDocument();
    expect(screen.getByText('No rating is waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByText('No rating has been decided yet.')).toBeInTheDocument();
  });

  it('names the products and buttons in English on English pages', () => {
    renderScreen({ pending: [waiting], decided: [] }, '/en/backoffice/reviews');
    const card = screen.getByRole('article', { name: /Case KF-2026-000123/ });
    expect(card).toHaveTextContent('4 of 5 stars');
    expect(card).toHaveTextContent('By Kim B., rated on 20 November 2026 · Language: German');
    expect(within(card).getByRole('button', { name: 'Publish the rating by Kim B. for case KF-2026-000123' })).toBeInTheDocument();
  });

  it('shows a caseworker only that the page is not theirs', () => {
    renderOnPage(<StaffReviewsScreen staff={{ ...admin, role: 'caseworker' }} forbidden />, { url: '/backoffice/bewertungen' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
