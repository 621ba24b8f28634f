import { screen, within } from '@testing-library/react';
import { AppNavigation } from '@/components/layout/AppNavigation';
import { renderOnPage } from '../../../support/render';

describe('app navigation', () => {
  it('has Profil, Miete and Arbeit tabs that keep the shell mode', () => {
    renderOnPage(<AppNavigation />, { url: '/miete?shell_app=true' });
    const nav = screen.getByRole('navigation', { name: 'App-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/dashboard?shell_app=true');
    expect(within(nav).getByRole('link', { name: 'Miete' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Arbeit' })).toHaveAttribute('href', '/arbeit?shell_app=true');
  });

  it('opens the Mehr Info list as a popover the browser controls, whose links get shell_app=true', () => {
    renderOnPage(<AppNavigation />, { url: '/arbeit?shell_app=1' });
    const moreInfo = screen.getByRole('button', { name: 'Mehr Info' });
    const list = document.getElementById(moreInfo.getAttribute('popovertarget') ?? '');
    expect(list).toHaveAttribute('popover', 'auto');
    // jsdom has no popover support; opening and closing are tested in the browser (e2e/layout-modes.spec.ts).
    const expected = {
      'Über uns': '/ueber-uns',
      'Preise Miete': '/preise/miete',
      "So funktioniert's": '/so-funktionierts',
      Datenschutz: '/datenschutz',
      Impressum: '/impressum',
    };
    for (const [name, path] of Object.entries(expected)) {
      expect(within(list as HTMLElement).getByRole('link', { name })).toHaveAttribute('href', `${path}?shell_app=true`);
    }
  });
});
