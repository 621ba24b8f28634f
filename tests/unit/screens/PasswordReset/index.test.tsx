import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PasswordResetScreen } from '@/screens/PasswordReset';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pageProps = { language: 'de' as const, routeId: 'passwordReset' as const, slugs: { de: '/kennwort-zuruecksetzen', en: '/en/reset-password' } };

describe('password reset request', () => {
  it('needs something that looks like an e-mail', async () => {
    const user = userEvent.setup();
    renderOnPage(<PasswordResetScreen {...pageProps} credentials={null} />, { url: '/kennwort-zuruecksetzen' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('link', { name: 'E-Mail ist ungültig' })).toBeInTheDocument();
  });

  it('hides the form and confirms after the request', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('http://localhost/api/v1/users/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'success' });
      }),
    );
    renderOnPage(<PasswordResetScreen {...pageProps} credentials={null} />, { url: '/kennwort-zuruecksetzen' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.org');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wenn zu dieser E-Mail-Adresse ein Konto besteht');
    expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
    expect(body).toEqual({ email: 'kim@example.org' });
  });
});

describe('setting a new password from the reset link', () => {
  const credentials = { uid: 'kim@example.org', client: 'reset-client', accessToken: 'reset-token' };

  it('checks both fields with the spec’s messages', async () => {
    const user = userEvent.setup();
    renderOnPage(<PasswordResetScreen {...pageProps} credentials={credentials} />, { url: '/kennwort-zuruecksetzen' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Neues Passwort vergeben');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('link', { name: 'Kennwort ist erforderlich' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eine Kennwortbestätigung ist erforderlich' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'newpassword1');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'newpassword2');
    expect(await screen.findByRole('link', { name: 'Passwörter müssen gleich sein' })).toBeInTheDocument();
  });

  it('sends the link’s credentials as headers and goes to sign-in on success', async () => {
    const user = userEvent.setup();
    let seen: { headers: Record<string, string | null>; body: unknown } | undefined;
    server.use(
      http.put('http://localhost/api/v1/users/password', async ({ request }) => {
        seen = {
          headers: { uid: request.headers.get('uid'), client: request.headers.get('client'), token: request.headers.get('access-token') },
          body: await request.json(),
        };
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { router } = renderOnPage(<PasswordResetScreen {...pageProps} credentials={credentials} />, {
      url: '/kennwort-zuruecksetzen?uid=kim%40example.org&client_id=reset-client&access-token=reset-token&shell_app=true',
    });
    await user.type(screen.getByLabelText('Neues Passwort'), 'newpassword1');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'newpassword1');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/anmelden?shell_app=true&password_changed='));
    expect(seen).toEqual({
      headers: { uid: 'kim@example.org', client: 'reset-client', token: 'reset-token' },
      body: { password: 'newpassword1', password_confirmation: 'newpassword1' },
    });
  });

  it('shows an expired link’s error with a warning icon and offers a new link', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('http://localhost/api/v1/users/password', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'link_expired' }] }, { status: 410 }),
      ),
    );
    renderOnPage(<PasswordResetScreen {...pageProps} credentials={credentials} />, { url: '/kennwort-zuruecksetzen' });
    await user.type(screen.getByLabelText('Neues Passwort'), 'newpassword1');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'newpassword1');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    const message = await screen.findByText('Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.');
    expect(message.closest('li')?.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/kennwort-zuruecksetzen');
  });

  it('marks the new password with the service’s verdict until it is changed', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('http://localhost/api/v1/users/password', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: 'user.password', code: 'too_short', params: { min: 8 } }] }, { status: 422 }),
      ),
    );
    renderOnPage(<PasswordResetScreen {...pageProps} credentials={credentials} />, { url: '/kennwort-zuruecksetzen' });
    const password = screen.getByLabelText('Neues Passwort');
    // Another account service may ask for more than this portal's 8 characters.
    await user.type(password, 'lang-genug');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'lang-genug');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Passwort zu kurz \(mind\. 8 Zeichen\)$/);
    await user.type(password, '-jetzt-lang-genug');
    expect(screen.queryByText('Passwort zu kurz (mind. 8 Zeichen)')).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
    // The confirmation no longer matches: that is the form's own check of the values now on screen.
    expect(await screen.findByRole('link', { name: 'Passwörter müssen gleich sein' })).toBeInTheDocument();
  });
});
