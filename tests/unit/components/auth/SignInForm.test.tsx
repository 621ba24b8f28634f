import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SignInForm } from '@/components/auth/SignInForm';
import { authCookieName } from '@/session/stored-auth';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Cookies.remove(authCookieName, { path: '/' });
});
afterAll(() => server.close());

const expiry = Math.floor(Date.now() / 1000) + 3600;
const sessionHeaders = { 'access-token': 'tok', client: 'cli', uid: 'kim@example.org', expiry: String(expiry), 'token-type': 'Bearer' };

describe('sign-in form', () => {
  it('sends nothing while the e-mail is invalid or the password missing, and says why', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('http://localhost/api/v1/users/sign_in', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderOnPage(<SignInForm />, { url: '/anmelden' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('link', { name: 'E-Mail ist ungültig' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kennwort ist erforderlich' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('signs in, stores the session from the response headers and goes to the dashboard', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let caller: string | null = null;
    server.use(
      http.post('http://localhost/api/v1/users/sign_in', async ({ request }) => {
        body = await request.json();
        caller = request.headers.get('caller');
        return HttpResponse.json({ data: { id: 1 } }, { headers: sessionHeaders });
      }),
    );
    const { router } = renderOnPage(<SignInForm />, { url: '/en/signin?shell_app=true' });
    await user.type(screen.getByLabelText('Email address'), ' kim@example.org ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en/dashboard?shell_app=true'));
    expect(body).toEqual({ user: { email: 'kim@example.org', password: 'correct horse' } });
    expect(caller).toBe('portal-web');
    expect(JSON.parse(Cookies.get(authCookieName)!)).toEqual({ token: 'tok', client: 'cli', uId: 'kim@example.org', expiredAt: expiry });
  });

  it('shows the server’s error word for word and stays on the form', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('http://localhost/api/v1/users/sign_in', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'bad_credentials', params: {} }] }, { status: 401 }),
      ),
    );
    const { router } = renderOnPage(<SignInForm />, { url: '/anmelden' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.org');
    await user.type(screen.getByLabelText('Passwort'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Emailadresse oder Passwort ist ungültig')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('asks unconfirmed customers to confirm their address and can send the e-mail again', async () => {
    const user = userEvent.setup();
    let resent: unknown;
    server.use(
      http.post('http://localhost/api/v1/users/sign_in', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'email_not_confirmed', params: {} }] }, { status: 401 }),
      ),
      http.post('http://localhost/api/v1/users/confirmation', async ({ request }) => {
        resent = await request.json();
        return HttpResponse.json({ status: 'success' });
      }),
    );
    renderOnPage(<SignInForm />, { url: '/anmelden' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.org');
    await user.type(screen.getByLabelText('Passwort'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte bestätigen Sie Ihre Emailadresse')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('neue Bestätigungs-E-Mail');
    expect(resent).toEqual({ email: 'kim@example.org' });
  });

  it('shows progress and cannot be sent twice while pending', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      http.post('http://localhost/api/v1/users/sign_in', async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 'failure', errors: [{ code: 'bad_credentials' }] }, { status: 401 });
      }),
    );
    renderOnPage(<SignInForm />, { url: '/anmelden' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.org');
    await user.type(screen.getByLabelText('Passwort'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const pending = await screen.findByRole('button', { name: 'Anmeldung läuft …' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(calls).toBe(1);
  });

  it('explains that cookies are needed when the browser does not keep the session', async () => {
    const user = userEvent.setup();
    server.use(http.post('http://localhost/api/v1/users/sign_in', () => HttpResponse.json({}, { headers: sessionHeaders })));
    const cookieSpy = jest.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    const { router } = renderOnPage(<SignInForm />, { url: '/anmelden' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.org');
    await user.type(screen.getByLabelText('Passwort'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(
        'Anmeldung nicht möglich. Bitte aktivieren Sie die Cookies in Ihren Browser-Einstellungen oder verwenden Sie einen anderen Browser',
      ),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    cookieSpy.mockRestore();
  });
});
