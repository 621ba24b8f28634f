import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PasswordChangeScreen } from '@/screens/PasswordChange';
import { authCookieName } from '@/session/stored-auth';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Cookies.remove(authCookieName, { path: '/' });
});
afterAll(() => server.close());

const expiredAt = Math.floor(Date.now() / 1000) + 3600;
const signedIn = { token: 'old-token', uId: 'kim@example.org', client: 'laptop', expiredAt };

function renderScreen(language: 'de' | 'en' = 'de') {
  Cookies.set(authCookieName, JSON.stringify(signedIn), { path: '/' });
  return renderOnPage(<PasswordChangeScreen />, { url: language === 'de' ? '/kennwort-aendern' : '/en/change-password' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, current: string, password: string, confirmation = password) {
  if (current) await user.type(screen.getByLabelText('Aktuelles Passwort'), current);
  if (password) await user.type(screen.getByLabelText('Neues Passwort'), password);
  if (confirmation) await user.type(screen.getByLabelText('Neues Passwort bestätigen'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
}

describe('changing the password in the account area', () => {
  it('checks every field with the spec’s messages, sends nothing and takes focus to the summary', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Passwort ändern');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    const summary = document.getElementById('password-change-errors')!;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Aktuelles Passwort ist erforderlich' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kennwort ist erforderlich' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eine Kennwortbestätigung ist erforderlich' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveAccessibleDescription('Aktuelles Passwort ist erforderlich');
    // Only what is still wrong stays: the errors describe the values on screen.
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'altes-kennwort');
    await user.type(screen.getByLabelText('Neues Passwort'), 'neues-kennwort-1');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'neues-kennwort-2');
    expect(await screen.findByRole('link', { name: 'Passwörter müssen gleich sein' })).toBeInTheDocument();
    expect(screen.queryByText('Aktuelles Passwort ist erforderlich')).not.toBeInTheDocument();
    expect(screen.queryByText('Kennwort ist erforderlich')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Aktuelles Passwort')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the session’s headers, keeps the renewed session and confirms with focus', async () => {
    const user = userEvent.setup();
    let seen: { headers: Record<string, string | null>; body: unknown } | undefined;
    server.use(
      http.put('http://localhost/api/v1/me/password', async ({ request }) => {
        seen = { headers: { uid: request.headers.get('uid'), client: request.headers.get('client'), token: request.headers.get('access-token') }, body: await request.json() };
        return HttpResponse.json(
          { status: 'success' },
          { headers: { 'access-token': 'new-token', client: 'renewed', uid: 'kim@example.org', expiry: String(expiredAt + 60), 'token-type': 'Bearer' } },
        );
      }),
    );
    renderScreen();
    await fillIn(user, 'altes-kennwort', 'neues-kennwort-1');
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Ihr Passwort wurde geändert');
    expect(confirmation).toHaveTextContent('auf allen anderen Geräten wurden Sie abgemeldet');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByLabelText('Aktuelles Passwort')).not.toBeInTheDocument();
    expect(seen).toEqual({
      headers: { uid: 'kim@example.org', client: 'laptop', token: 'old-token' },
      body: { current_password: 'altes-kennwort', password: 'neues-kennwort-1', password_confirmation: 'neues-kennwort-1' },
    });
    expect(JSON.parse(Cookies.get(authCookieName)!)).toEqual({ token: 'new-token', uId: 'kim@example.org', client: 'renewed', expiredAt: expiredAt + 60 });
  });

  it('marks a wrong current password with its own text until it is changed, and keeps the session', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('http://localhost/api/v1/me/password', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: 'user.current_password', code: 'wrong_password', params: {} }] }, { status: 422 }),
      ),
    );
    renderScreen();
    await fillIn(user, 'falsch-geraten', 'neues-kennwort-1');
    const current = screen.getByLabelText('Aktuelles Passwort');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(/Ihr aktuelles Passwort ist nicht korrekt$/);
    await waitFor(() => expect(document.getElementById('password-change-errors')).toHaveFocus());
    await user.type(current, '!');
    expect(screen.queryByText('Ihr aktuelles Passwort ist nicht korrekt')).not.toBeInTheDocument();
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(JSON.parse(Cookies.get(authCookieName)!).token).toBe('old-token');
  });

  it('offers to sign in again when the session has ended', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('http://localhost/api/v1/me/password', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'unauthorized', params: {} }] }, { status: 401 }),
      ),
    );
    renderScreen();
    await fillIn(user, 'altes-kennwort', 'neues-kennwort-1');
    expect(await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/anmelden');
  });

  it('speaks English on the English page', async () => {
    const user = userEvent.setup();
    renderScreen('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('link', { name: 'Current password is required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwords must match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your current password?' })).toHaveAttribute('href', '/en/reset-password');
  });
});
