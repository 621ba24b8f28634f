import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { BrandBar } from '@/components/layout/BrandBar';
import { clearStoredAuth, writeStoredAuth } from '@/session/auth-cookie';
import { authCookieName } from '@/session/stored-auth';
import { renderOnPage } from '../../../support/render';

afterEach(() => Cookies.remove(authCookieName, { path: '/' }));

describe('brand bar', () => {
  it('links the logo to the index of the current language', () => {
    renderOnPage(<BrandBar />, { url: '/en/labour' });
    expect(screen.getByRole('link', { name: 'Klarfall – home page' })).toHaveAttribute('href', '/en');
  });

  it('offers a call appointment on weekdays at the scheduling page', () => {
    renderOnPage(<BrandBar />, { url: '/miete' });
    const links = screen.getAllByRole('link', { name: 'Rückruf vereinbaren (Mo–Fr)' });
    expect(links[0]).toHaveAttribute('href', 'https://termine.klarfall.de/rueckruf');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('switches language to the sibling slug, keeping the query, and not to the current language', () => {
    renderOnPage(<BrandBar />, { url: '/miete?shell_app=0&utm_source=x' });
    const languageNav = screen.getByRole('navigation', { name: 'Sprache' });
    expect(within(languageNav).getByRole('link', { name: 'EN – English version of this page' })).toHaveAttribute(
      'href',
      '/en/rent?shell_app=0&utm_source=x',
    );
    expect(within(languageNav).queryByRole('link', { name: /Deutsch/ })).not.toBeInTheDocument();
    expect(within(languageNav).getByText('DE')).toHaveAttribute('aria-current', 'true');
  });

  it('shows the login button without a session and the account icon with one', () => {
    renderOnPage(<BrandBar />, { url: '/miete' });
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden');
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();

    act(() => writeStoredAuth({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: Date.now() / 1000 + 3600 }));
    expect(document.documentElement).toHaveAttribute('data-signed-in');
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/dashboard');

    act(() => clearStoredAuth());
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('opens its menu as a popover the browser controls, with the groups of the spec', () => {
    renderOnPage(<BrandBar />, { url: '/en/rent' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAccessibleName('Main menu');
    // jsdom has no popover support; opening and closing are tested in the browser (e2e/navigation.spec.ts).
    for (const group of ['All services', 'How it works', 'Pricing', 'About us']) {
      expect(within(menu as HTMLElement).getByRole('heading', { name: group, hidden: true })).toBeInTheDocument();
    }
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Tenant protection', hidden: true })).toHaveAttribute(
      'href',
      '/en/tenant-protection',
    );
    expect(within(menu as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(12);
  });
});
