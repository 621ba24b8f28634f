import { answer, confirmedAccount, lastMail, password, registrationBody, sessionOf, setUpAccountTests, uniqueEmail } from './support/accounts';
import { backofficeHeaders, openCase } from './support/cases';
import { testServerForFile } from './support/test-server';

/**
 * A NUL character (and any other control character but tab and line breaks) is refused where input
 * enters, with a 4xx answer, before it reaches the database: PostgreSQL refuses NUL in text, and the
 * error log must never print a query's parameters (addresses, password and token hashes).
 */
const server = testServerForFile();
setUpAccountTests();

const nul = '\u0000';
const bearer = (credentials: Record<string, string>) => `Bearer ${Buffer.from(JSON.stringify(credentials)).toString('base64')}`;

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  // Nothing reached the database and failed there: no error was logged at all.
  expect(errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"level":"error"'))).toEqual([]);
  errors.mockRestore();
});

const invalid = (path: string) => ({
  status: 422,
  body: { status: 'failure', errors: [{ path, code: 'invalid_characters', params: {} }] },
});

describe('control characters', () => {
  it.each([
    ['sign-in e-mail', '/api/v1/users/sign_in', () => ({ user: { email: `kim${nul}@example.de`, password } }), 'user.email'],
    ['sign-in e-mail (top level)', '/api/v1/users/sign_in', () => ({ email: `kim${nul}@example.de`, password }), 'user.email'],
    ['sign-up first name', '/api/v1/users', () => registrationBody(uniqueEmail(), { first_name: `Kim${nul}` }), 'user.first_name'],
    ['sign-up last name', '/api/v1/users', () => registrationBody(uniqueEmail(), { last_name: `Ber${nul}ger` }), 'user.last_name'],
    ['sign-up e-mail', '/api/v1/users', () => registrationBody(`kim${nul}@example.de`), 'user.email'],
    ['reset request', '/api/v1/users/password', () => ({ email: `kim${nul}@example.de` }), 'user.email'],
    ['confirmation re-send', '/api/v1/users/confirmation', () => ({ email: `kim${nul}@example.de` }), 'user.email'],
  ])('refuses them in the %s with 422', async (_name, path, body, field) => {
    expect(await answer(await server.request(path, { method: 'POST', body: body() }))).toEqual(invalid(field));
  });

  it('refuses them in the new password of a reset', async () => {
    const email = await confirmedAccount(server);
    await server.request('/api/v1/users/password', { method: 'POST', body: { email } });
    const link = new URL((await lastMail(server, email)).links[0]);
    const response = await server.request('/api/v1/users/password', {
      method: 'PUT',
      headers: { uid: email, client: link.searchParams.get('client_id')!, 'access-token': link.searchParams.get('access-token')! },
      body: { password: `neues${nul}kennwort`, password_confirmation: `neues${nul}kennwort` },
    });
    expect(await answer(response)).toEqual({
      status: 422,
      body: { status: 'failure', errors: [expect.objectContaining({ path: 'user.password', code: 'invalid_characters' }), expect.anything()] },
    });
  });

  it('treats Bearer-JSON credentials with them as no credentials (401)', async () => {
    const email = await confirmedAccount(server);
    const session = await sessionOf(server, email);
    for (const credentials of [
      { uid: `${email}${nul}`, client: session.client, 'access-token': session['access-token'] },
      { uid: email, client: `${session.client}${nul}`, 'access-token': session['access-token'] },
    ]) {
      for (const path of ['/api/v1/me', '/api/v1/users/validate_token']) {
        expect((await server.request(path, { headers: { Authorization: bearer(credentials) } })).status).toBe(401);
      }
      const reset = await server.request('/api/v1/users/password', {
        method: 'PUT',
        headers: { Authorization: bearer(credentials) },
        body: { password: 'ganz-neu-42', password_confirmation: 'ganz-neu-42' },
      });
      expect((await answer(reset)).body.errors[0].code).toBe('reset_link_invalid');
    }
  });

  it('refuses them in the back office’s texts', async () => {
    const opened = await openCase(server, {}, { notify: false });
    const reference = opened.reference_number;
    const create = await server.request('/api/backoffice/cases', {
      method: 'POST',
      headers: backofficeHeaders,
      body: { case: { email: 'kunde@example.de', product_name: 'deposit', first_entry: { short: 'Eingang', description: `Text${nul}` } }, notify: false },
    });
    expect(await answer(create)).toEqual(invalid('case.first_entry.description'));
    const update = await server.request(`/api/backoffice/cases/${reference}`, {
      method: 'PATCH',
      headers: backofficeHeaders,
      body: { case: { status_description: `Warten${nul}` } },
    });
    expect(await answer(update)).toEqual(invalid('case.status_description'));
    const entry = await server.request(`/api/backoffice/cases/${reference}/history`, {
      method: 'POST',
      headers: backofficeHeaders,
      body: { entry: { short: `Kurz${nul}`, description: 'Lang' }, notify: false },
    });
    expect(await answer(entry)).toEqual(invalid('entry.short'));
    const list = await server.request(`/api/backoffice/cases?email=${encodeURIComponent(`kunde${nul}@example.de`)}`, { headers: backofficeHeaders });
    expect(list.status).toBe(422);
  });

  it('refuses them in calculator input', async () => {
    const response = await server.request('/api/calculators/giro', { method: 'POST', body: { bank_name: `Bank${nul}` } });
    expect(response.status).toBe(422);
  });
});
