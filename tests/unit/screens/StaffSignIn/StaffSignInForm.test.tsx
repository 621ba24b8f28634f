import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StaffSignInForm } from '@/screens/StaffSignIn/StaffSignInForm';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { id: 1, email: 'alex@provider.example', name: 'Alex Admin', role: 'admin', state: 'active' };

async function fillIn(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'alex@provider.example');
  await user.type(screen.getByLabelText('Passwort'), 'backoffice-kennwort');
  if (code) await user.type(screen.getByLabelText('Code aus der Authenticator-App oder Wiederherstellungscode'), code);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('staff sign-in form', () => {
  it('sends nothing without the second factor, and says so', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('http://localhost/api/staff/sign_in', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderOnPage(<StaffSignInForm />, { url: '/backoffice/anmelden' });
    await fillIn(user, '');
    expect(await screen.findByRole('link', { name: 'Bitte füllen Sie dieses Feld aus.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code aus der Authenticator-App oder Wiederherstellungscode')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('signs in with address, password and code and goes to the back office', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('http://localhost/api/staff/sign_in', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ staff: member, expires_at: new Date().toISOString() });
      }),
    );
    const { router } = renderOnPage(<StaffSignInForm />, { url: '/backoffice/anmelden' });
    await fillIn(user, ' 123 456 ');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/backoffice'));
    expect(body).toEqual({ email: 'alex@provider.example', password: 'backoffice-kennwort', code: '123 456' });
  });

  it('shows a refused sign-in, translated, and stays', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('http://localhost/api/staff/sign_in', () =>
        HttpResponse.json({ status: 'failure', errors: [{ path: null, code: 'staff_sign_in_failed', params: {} }] }, { status: 401 }),
      ),
    );
    const { router } = renderOnPage(<StaffSignInForm />, { url: '/backoffice/anmelden' });
    await fillIn(user, 'abcde-fghjk');
    expect(await screen.findByText('E-Mail-Adresse, Passwort oder Code stimmen nicht. Bitte prüfen Sie alle drei; ein Wiederherstellungscode gilt nur einmal.')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
});
