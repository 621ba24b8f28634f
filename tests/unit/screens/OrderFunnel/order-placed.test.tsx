import { screen, within } from '@testing-library/react';
import { orderNextSteps } from '@/domain/orders/next-steps';
import { OrderPlaced } from '@/screens/OrderFunnel/OrderPlaced';
import { renderOnPage } from '../../../support/render';

const dismissal = orderNextSteps({
  product: 'dismissal',
  orderedOn: '2026-03-02',
  earlyStart: true,
  documentQuestions: [
    { id: 'dismissal-letter', required: true },
    { id: 'employment-contract', required: false },
  ],
  documentCategories: ['dismissal-letter'],
  letterReceived: '2026-02-23',
});

const placed = { referenceNumber: '2026-7Q4M-X9P2', statusUrl: 'http://portal.test/case?id=abc', email: 'kim@example.org' };

describe('the thank-you page', () => {
  it('says what happens next and when, and what the customer can do now: the deadline, the missing document, and the account made by the order', () => {
    renderOnPage(<OrderPlaced placed={{ ...placed, nextSteps: dismissal, missingDocuments: ['Arbeitsvertrag'], signedIn: false }} onAnother={() => undefined} />, {
      url: '/beauftragen/kuendigung',
    });
    const next = screen.getByRole('region', { name: 'So geht es weiter' });
    const [ours, yours] = within(next).getAllByRole('list');
    expect(within(ours).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Wir beginnen sofort, wie Sie es wünschen: In der Regel innerhalb von zwei Werktagen/),
      expect.stringMatching(/^Danach gehen wir gegen Ihren Arbeitgeber vor/),
    ]);
    expect(within(yours).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Die Frist für die Kündigungsschutzklage endet am 16\.03\.2026 \(§ 4 KSchG\)/),
      expect.stringMatching(/^Reichen Sie nach, was noch fehlt: Arbeitsvertrag\./),
    ]);
    // The order made the account: the confirmation's link sets its password, so no sign-up is offered.
    expect(screen.getByText(/^In der Bestätigung finden Sie einen Link, mit dem Sie Ihr Passwort festlegen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden');
    expect(screen.queryByRole('link', { name: 'Konto anlegen' })).toBeNull();
  });

  it('in English, for a signed-in customer who ordered without early start: the earliest day, and the overview', () => {
    const later = orderNextSteps({ product: 'deposit', orderedOn: '2026-03-02', earlyStart: false, documentQuestions: [], documentCategories: [] });
    renderOnPage(<OrderPlaced placed={{ ...placed, nextSteps: later, missingDocuments: [], signedIn: true }} onAnother={() => undefined} />, { url: '/en/commission/deposit' });
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(/We start on 17 March 2026 at the earliest, once your 14-day withdrawal period has ended/);
    expect(next).toHaveTextContent(/Your case, our messages and your documents are in your customer account/);
    expect(screen.getByRole('link', { name: 'To your overview' })).toHaveAttribute('href', '/en/dashboard');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByText(/The confirmation holds a link to set your password/)).toBeNull();
  });
});
