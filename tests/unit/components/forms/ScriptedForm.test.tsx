import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the test provides the instance the app's import point reads
import { I18nextProvider } from 'react-i18next';
import { ScriptedControls } from '@/components/forms/ScriptedForm';
import { createTestI18n } from '../../../support/render';

/**
 * A form only the app can send is disabled in the server's page and while React hydrates it, so a
 * submit before that can't send the fields as a query to the page itself; without JavaScript it says so.
 */
function SignInLike() {
  return (
    <I18nextProvider i18n={createTestI18n('de')}>
      <form noValidate>
        <ScriptedControls>
          <label htmlFor="email">E-Mail</label>
          <input id="email" name="email" />
          <button type="submit">Anmelden</button>
        </ScriptedControls>
      </form>
    </I18nextProvider>
  );
}

test('the server page has the controls disabled and says that the form needs JavaScript', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInLike />);
  const page = within(container);
  expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  expect(page.getByLabelText('E-Mail')).toBeDisabled();
  expect(container.querySelector('noscript')?.textContent).toContain('Dieses Formular braucht JavaScript. Bitte schalten Sie es ein.');
});

test('once hydrated, the controls work', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInLike />);
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, <SignInLike />));
  expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  expect(screen.getByLabelText('E-Mail')).toBeEnabled();
  act(() => root.unmount());
  container.remove();
});
