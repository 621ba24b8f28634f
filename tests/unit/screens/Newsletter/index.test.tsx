import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NewsletterConfirmationScreen, NewsletterSignUpScreen, NewsletterUnsubscribeScreen } from '@/screens/Newsletter';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('signing up for the newsletter', () => {
  it('asks for the address and the consent, which is never ticked in advance, before anything is sent', async () => {
    const user = userEvent.setup();
    renderOnPage(<NewsletterSignUpScreen />, { url: '/newsletter/anmelden' });
    const consent = screen.getByRole('checkbox', { name: /Ich möchte den Newsletter von Klarfall per E-Mail erhalten/ });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('link', { name: 'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.' })).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the address with the page’s language and says the confirmation mail is on its way', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('http://localhost/api/newsletter/subscriptions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'confirmation_sent' }, { status: 202 });
      }),
    );
    renderOnPage(<NewsletterSignUpScreen />, { url: '/newsletter/anmelden' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), ' kim@example.org ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung' })).toHaveFocus();
    expect(screen.getByText(/Wir haben eine E-Mail an kim@example.org geschickt\. .* Der Link gilt 7 Tage/)).toBeInTheDocument();
    expect(body).toEqual({ email: 'kim@example.org', language: 'de', wants_newsletter: true });
  });
});

describe('the links of the newsletter’s mails', () => {
  it('confirms only on a click, and shows a used link’s refusal with the way back to the sign-up', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post('http://localhost/api/newsletter/confirmations', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({ confirmed: true })
          : HttpResponse.json({ status: 'failure', errors: [{ path: 'token', code: 'newsletter_link_invalid', params: {} }] }, { status: 404 });
      }),
    );
    const first = renderOnPage(<NewsletterConfirmationScreen />, { url: '/newsletter/bestaetigen?token=abcdefghijklmnopqrstuvwxyz012345' });
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByText(/Danke, Ihre Anmeldung ist bestätigt\./)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz012345' }]);
    first.unmount();

    renderOnPage(<NewsletterConfirmationScreen />, { url: '/newsletter/bestaetigen?token=abcdefghijklmnopqrstuvwxyz012345' });
    await user.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon benutzt.');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/newsletter/anmelden');
  });

  it('says what to do when the link lost its secret, and offers no button', async () => {
    renderOnPage(<NewsletterUnsubscribeScreen />, { url: '/newsletter/abmelden' });
    expect(screen.getByText(/Dieser Link ist unvollständig/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
