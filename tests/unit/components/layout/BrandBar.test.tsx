import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { BrandBar } from '@/components/layout/BrandBar';
import { brand } from '@/basics/brand';
import { clearStoredAuth, writeStoredAuth } from '@/session/auth-cookie';
import { authCookieName } from '@/session/stored-auth';
import { renderOnPage } from '../../../support/render';

afterEach(() => Cookies.remove(authCookieName, { path: '/' }));

describe('brand bar', () => {
  it('links the logo to the index of the current language', () => {
    renderOnPage(<BrandBar />, { url: '/en/labour' });
    expect(screen.getByRole('link', { name: 'Klarfall – home page' })).toHaveAttribute('href', '/en');
  });

  it('offers a call appointment on weekdays at the configured scheduling page', () => {
    // BRAND_SCHEDULING_URL is inlined into brand.ts at build time; here the setting is set directly.
    const configured = brand.schedulingUrl;
    brand.schedulingUrl = 'https://termine.example.org/rueckruf';
    try {
      renderOnPage(<BrandBar />, { url: '/miete' });
    } finally {
      brand.schedulingUrl = configured;
    }
    const links = screen.getAllByRole('link', { name: 'Rückruf vereinbaren (Mo–Fr)' });
    expect(links[0]).toHaveAttribute('href', 'https://termine.example.org/rueckruf');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('offers no call appointment while no scheduling page is configured', () => {
    renderOnPage(<BrandBar />, { url: '/miete' });
    expect(screen.queryByRole('link', { name: 'Rückruf vereinbaren (Mo–Fr)' })).not.toBeInTheDocument();
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

  it('shows the login button without a session and the account menu with one', () => {
    renderOnPage(<BrandBar />, { url: '/miete?utm_source=x' });
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden?utm_source=x');
    expect(screen.queryByRole('button', { name: 'Mein Konto' })).not.toBeInTheDocument();

    act(() => writeStoredAuth({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: Date.now() / 1000 + 3600 }));
    expect(document.documentElement).toHaveAttribute('data-signed-in');
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Mein Konto' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(within(menu).getByRole('link', { name: 'Meine Fälle und mein Profil', hidden: true })).toHaveAttribute('href', '/dashboard?utm_source=x');
    // Sign-out is a form, so it works where the app's JavaScript does not run too.
    const signOut = within(menu).getByRole('button', { name: 'Abmelden', hidden: true });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/abmelden?utm_source=x');

    act(() => clearStoredAuth());
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('opens its menu as a popover the browser controls, with every service by area and the groups of the spec', () => {
    renderOnPage(<BrandBar />, { url: '/en/rent' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAccessibleName('Main menu');
    // jsdom has no popover support; opening and closing are tested in the browser (e2e/navigation.spec.ts).
    for (const group of ['All services', 'How it works', 'Pricing', 'About us']) {
      expect(within(menu).getByRole('heading', { name: group, level: 2, hidden: true })).toBeInTheDocument();
    }
    const services = within(menu).getByRole('region', { name: 'All services', hidden: true });
    for (const area of ['Rent', 'Labour', 'Finance', 'Internet']) {
      expect(within(services).getByRole('heading', { name: area, level: 3, hidden: true })).toBeInTheDocument();
    }
    expect(within(services).getByRole('link', { name: 'Tenant protection', hidden: true })).toHaveAttribute('href', '/en/tenant-protection');
    expect(within(services).getByRole('link', { name: 'Slow internet', hidden: true })).toHaveAttribute('href', '/en/slow-internet');
  });
});
