import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const germanMessages = [
  'Vorname ist erforderlich',
  'Nachname ist erforderlich',
  'E-Mail ist ungültig',
  'Kennwort ist erforderlich',
  'Eine Kennwortbestätigung ist erforderlich',
];

/** The service refuses every registration: the address is taken and the password too short. */
function refuseAddressAndPassword() {
  server.use(
    http.post('http://localhost/api/v1/users', () =>
      HttpResponse.json(
        {
          status: 'failure',
          errors: [
            { path: 'user.email', code: 'taken', params: {} },
            { path: 'user.password', code: 'too_short', params: { min: 8 } },
          ],
        },
        { status: 422 },
      ),
    ),
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

describe('sign-up form', () => {
  it('shows no errors before the first submit or touch', () => {
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    for (const message of germanMessages) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByText('Mindestens 8 Zeichen.')).toBeInTheDocument();
  });

  it('shows a field’s error once the field was touched', async () => {
    const user = userEvent.setup();
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    await user.click(screen.getByLabelText('Vorname'));
    await user.tab();
    // At the field itself, which it describes, and in the list under the form as a link to the field.
    await waitFor(() => expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Vorname ist erforderlich'));
    const link = await within(screen.getByRole('list', { name: 'Bitte prüfen Sie Ihre Angaben' })).findByRole('link', { name: 'Vorname ist erforderlich' });
    expect(link).toHaveAttribute('href', `#${screen.getByLabelText('Vorname').id}`);
    expect(screen.queryByText('Nachname ist erforderlich')).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByLabelText('Vorname')).toHaveFocus();
  });

  it('lists every rule of the spec word for word under the form after a submit, sending nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('http://localhost/api/v1/users', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    const list = await screen.findByRole('list', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(germanMessages);
    await fillIn(user, { 'Vorname': 'Kim', 'Nachname': 'Weber', 'E-Mail-Adresse': 'kim@example', 'Passwort': 'secret123', 'Passwort bestätigen': 'secret124' });
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'E-Mail ist ungültig',
      'Passwörter müssen gleich sein',
    ]);
    expect(calls).toBe(0);
  });

  it('uses the English texts on English pages', async () => {
    const user = userEvent.setup();
    renderOnPage(<SignUpForm />, { url: '/en/signup' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('link', { name: 'First name is required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A password confirmation is required' })).toBeInTheDocument();
  });

  it('refuses a password shorter than 8 characters before sending, in the service\'s words', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('http://localhost/api/v1/users', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    await fillIn(user, { 'Vorname': 'Kim', 'Nachname': 'Weber', 'E-Mail-Adresse': 'kim@example.org', 'Passwort': 'kurz', 'Passwort bestätigen': 'kurz' });
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    const password = screen.getByLabelText('Passwort');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mindestens 8 Zeichen. Passwort zu kurz (mind. 8 Zeichen)'));
    expect(within(screen.getByRole('list', { name: 'Bitte prüfen Sie Ihre Angaben' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Passwort zu kurz (mind. 8 Zeichen)',
    ]);
    expect(calls).toBe(0);
  });

  it('registers in the page language and then asks to confirm the e-mail', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('http://localhost/api/v1/users', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'success' }, { status: 201 });
      }),
    );
    renderOnPage(<SignUpForm />, { url: '/en/signup' });
    await fillIn(user, { 'First name': ' Kim ', 'Last name': 'Weber', 'Email address': 'kim@example.org', 'Password': 'secret123', 'Confirm password': 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Please confirm your email address' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent an email to kim@example.org/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(body).toEqual({
      user: { email: 'kim@example.org', password: 'secret123', password_confirmation: 'secret123', first_name: 'Kim', last_name: 'Weber', locale: 'en' },
    });
  });

  it('translates server errors and shows them with a warning icon', async () => {
    const user = userEvent.setup();
    refuseAddressAndPassword();
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    await fillIn(user, { 'Vorname': 'Kim', 'Nachname': 'Weber', 'E-Mail-Adresse': 'kim@example.org', 'Passwort': 'lang-genug', 'Passwort bestätigen': 'lang-genug' });
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    const list = await screen.findByRole('list', { name: 'Bitte prüfen Sie Ihre Angaben' });
    const taken = await within(list).findByRole('link', { name: 'Ein Konto mit dieser Emailadresse existiert bereits' });
    expect(within(list).getByRole('link', { name: 'Passwort zu kurz (mind. 8 Zeichen)' })).toBeInTheDocument();
    expect(taken.closest('li')?.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Konto anlegen' })).toBeEnabled();
  });

  it('shows a taken address the ways into its account: sign-in, or a link to set the password', async () => {
    const user = userEvent.setup();
    refuseAddressAndPassword();
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    expect(screen.queryByRole('link', { name: 'fordern Sie einen neuen Link an' })).not.toBeInTheDocument();
    await fillIn(user, { 'Vorname': 'Kim', 'Nachname': 'Weber', 'E-Mail-Adresse': 'kim@example.org', 'Passwort': 'lang-genug', 'Passwort bestätigen': 'lang-genug' });
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByRole('link', { name: 'fordern Sie einen neuen Link an' })).toHaveAttribute('href', '/kennwort-zuruecksetzen');
    expect(screen.getByRole('link', { name: 'melden Sie sich an' })).toHaveAttribute('href', '/anmelden');
    expect(screen.getByText(/mit dem Link aus Ihrer Auftragsbestätigung fest/)).toBeInTheDocument();
  });

  it('moves focus to the error list after a failed submit and marks each field with its message', async () => {
    const user = userEvent.setup();
    renderOnPage(<SignUpForm />, { url: '/en/signup' });
    await user.type(screen.getByLabelText('First name'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const list = await screen.findByRole('list', { name: 'Please check your details' });
    await waitFor(() => expect(list.parentElement).toHaveFocus());
    expect(list.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    const lastName = screen.getByLabelText('Last name');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters\.?\s*Password is required/);
  });

  it('shows the service’s error about a field only while the field keeps the value sent', async () => {
    const user = userEvent.setup();
    refuseAddressAndPassword();
    renderOnPage(<SignUpForm />, { url: '/en/signup' });
    await fillIn(user, { 'First name': 'Kim', 'Last name': 'Weber', 'Email address': 'kim@example.org', 'Password': 'long-enough', 'Confirm password': 'long-enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Password too short \(minimum 8 characters\)/);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('An account with this email already exists');

    await user.type(password, 'is now twenty chars');
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'An account with this email already exists',
        'Passwords must match',
      ]),
    );
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains before sending that a local part beyond ASCII cannot be used, and accepts an internationalised domain', async () => {
    const user = userEvent.setup();
    renderOnPage(<SignUpForm />, { url: '/registrieren' });
    const email = screen.getByLabelText('E-Mail-Adresse');
    await user.type(email, 'jörg@bücher.de');
    await user.tab();
    const explanation = /deren Teil vor dem @ nur lateinische Buchstaben ohne Umlaute/;
    await waitFor(() => expect(email).toHaveAccessibleDescription(explanation));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'joerg@bücher.de');
    await waitFor(() => expect(screen.queryByText(explanation)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
