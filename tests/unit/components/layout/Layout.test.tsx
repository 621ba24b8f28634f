import { screen, within } from '@testing-library/react';
import { Layout } from '@/components/layout/Layout';
import { renderOnPage } from '../../../support/render';

const caseworker = { id: 7, email: 'chris@provider.example', name: 'Chris Case', role: 'caseworker', state: 'active' } as const;
const admin = { ...caseworker, id: 8, name: 'Alex Admin', role: 'admin' } as const;

describe('layout', () => {
  it('frames a back-office page with the back office alone, whatever the query says', () => {
    renderOnPage(<Layout staff={caseworker}>page</Layout>, { url: '/en/backoffice?shell_app=1' });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Klarfall Back office');
    expect(within(banner).getByText('Signed in as Chris Case (Caseworker)')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // A caseworker's navigation holds only what the role opens.
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Cases', 'Withdrawals & cancellations', 'Memberships']);
    expect(within(banner).getByRole('link', { name: 'DE – Deutsche Version dieser Seite' })).toHaveAttribute('href', '/backoffice?shell_app=1');
    // Nothing of the customer side: no sign-in, no account or main menu, no marketing footer, no app navigation.
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-region]')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/imprint?shell_app=1', '/en/privacy?shell_app=1']);
  });

  it('shows an admin the staff, audit-log and reviews pages, the current one marked', () => {
    renderOnPage(<Layout staff={admin}>page</Layout>, { url: '/backoffice/mitarbeitende' });
    const links = within(screen.getByRole('navigation', { name: 'Backoffice' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Übersicht', 'Fälle', 'Widerrufe & Kündigungen', 'Mitgliedschaften', 'Mitarbeitende', 'Protokoll', 'Bewertungen']);
    expect(links[4]).toHaveAttribute('aria-current', 'page');
  });

  it('shows no member, navigation or sign-out before sign-in', () => {
    renderOnPage(<Layout>page</Layout>, { url: '/backoffice/anmelden' });
    expect(screen.getByRole('banner')).toHaveTextContent('Klarfall Backoffice');
    expect(screen.queryByRole('navigation', { name: 'Backoffice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
  });

  it('keeps the customer frame on every other page', () => {
    renderOnPage(<Layout>page</Layout>, { url: '/miete' });
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByText(/Backoffice/)).not.toBeInTheDocument();
  });
});
