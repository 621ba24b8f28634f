import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { StaffMembership } from '@/contracts/staff-memberships';
import { StaffMembershipsScreen } from '@/screens/StaffMemberships';
import { createTestRouter, renderOnPage } from '../../../support/render';

const staff = { id: 7, email: 'chris@provider.example', name: 'Chris Case', role: 'caseworker' as const, state: 'active' as const };

const membership: StaffMembership = {
  mandate_reference: 'KLARFALL-2026-7Q4MX9P2',
  plan: 'tenant-protection',
  tariff: 'basic',
  monthly_price_cents: 800,
  status: 'active',
  customer_name: 'Jonas Groß',
  email: 'jonas@example.org',
  signed_at: '2026-03-16T09:00:00.000Z',
  early_start: true,
  starts_on: '2026-03-16',
  minimum_term_ends_on: '2027-03-15',
  ends_on: null,
  mandate: { account_holder: 'Jürgen Groß', holder_typed_name: 'Jürgen Groß', iban: 'DE89 •••• •••• •••• •••• 00', creditor_identifier: 'DE98ZZZ09999999999', text_version: '2026-2' },
  debits: [],
  declarations: [],
  messages: [
    {
      id: 'm1',
      author: 'customer',
      text: 'Is this rent increase <b>lawful</b>?',
      created_at: '2026-03-20T09:00:00.000Z',
      unread: false,
      documents: [{ id: 'd1', category: 'message', file_name: 'Increase.pdf', media_type: 'application/pdf', size_bytes: 1000, created_at: '2026-03-20T09:00:00.000Z' }],
    },
  ],
  awaiting_answer_since: '2026-03-20T09:00:00.000Z',
};

const server = setupServer();
let answers: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answers = [];
  server.use(
    http.post('http://localhost/api/staff/memberships/:reference/messages', async ({ request, params }) => {
      answers.push({ reference: params.reference, body: await request.json() });
      return HttpResponse.json({ message: { id: 'm2', author: 'provider', text: '<p>Yes.</p>', created_at: '2026-03-21T09:00:00.000Z', unread: true, documents: [] }, notification: 'sent' }, { status: 201 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the back office\'s memberships', () => {
  it('shows who gave the mandate when the holder is not the member, and the member\'s question waiting with its document', () => {
    renderOnPage(<StaffMembershipsScreen staff={staff} memberships={[membership]} documentUrls={{ d1: '/api/staff/memberships/KLARFALL-2026-7Q4MX9P2/documents/d1' }} />, {
      url: '/en/backoffice/memberships',
    });
    const card = screen.getByRole('article', { name: /KLARFALL-2026-7Q4MX9P2/ });
    expect(card).toHaveTextContent('Jürgen Groß, not the member; gave the mandate by typing the name “Jürgen Groß”');
    const questions = within(card).getByRole('region', { name: "Member's questions (1 message)" });
    expect(questions).toHaveTextContent('Waiting for an answer since');
    // The member's words are text, never markup.
    expect(questions).toHaveTextContent('Is this rent increase <b>lawful</b>?');
    expect(within(questions).getByRole('link', { name: 'Increase.pdf' })).toHaveAttribute('href', '/api/staff/memberships/KLARFALL-2026-7Q4MX9P2/documents/d1');
  });

  it('sends the answer as paragraphs, refuses an empty one, and loads the page again', async () => {
    const user = userEvent.setup();
    const router = createTestRouter('/en/backoffice/memberships');
    renderOnPage(<StaffMembershipsScreen staff={staff} memberships={[membership]} documentUrls={{}} />, { url: '/en/backoffice/memberships', router });
    const field = screen.getByLabelText('Answer to the member (KLARFALL-2026-7Q4MX9P2)');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(answers).toEqual([]);
    await user.type(field, 'Yes, within the limits.{Enter}{Enter}Call us.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The answer is sent; the member is notified by email.')).toBeInTheDocument();
    expect(answers).toEqual([{ reference: 'KLARFALL-2026-7Q4MX9P2', body: { message: { text: '<p>Yes, within the limits.</p><p>Call us.</p>' } } }]);
    expect(router.replace).toHaveBeenCalled();
  });
});
