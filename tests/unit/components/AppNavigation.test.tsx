import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppNavigation } from '@/components/layout/AppNavigation';
import { renderOnPage } from '../../support/render';

describe('app navigation', () => {
  it('has Profil, Miete and Arbeit tabs that keep the shell mode', () => {
    renderOnPage(<AppNavigation />, { url: '/miete?shell_app=true' });
    const nav = screen.getByRole('navigation', { name: 'App-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/dashboard?shell_app=true');
    expect(within(nav).getByRole('link', { name: 'Miete' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Arbeit' })).toHaveAttribute('href', '/arbeit?shell_app=true');
  });

  it('toggles the Mehr Info list, whose links get shell_app=true', async () => {
    const user = userEvent.setup();
    renderOnPage(<AppNavigation />, { url: '/arbeit?shell_app=1' });
    const moreInfo = screen.getByRole('button', { name: 'Mehr Info' });
    expect(screen.queryByRole('link', { name: 'Impressum' })).not.toBeInTheDocument();

    await user.click(moreInfo);
    expect(moreInfo).toHaveAttribute('aria-expanded', 'true');
    const expected = {
      'Über uns': '/ueber-uns',
      'Preise Miete': '/preise/miete',
      "So funktioniert's": '/so-funktionierts',
      Datenschutz: '/datenschutz',
      Impressum: '/impressum',
    };
    for (const [name, path] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `${path}?shell_app=true`);
    }

    await user.click(moreInfo);
    expect(moreInfo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Impressum' })).not.toBeInTheDocument();
  });
});
