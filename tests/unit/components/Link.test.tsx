import { screen } from '@testing-library/react';
import { Link } from '@/components/Link';
import { carriedQuery } from '@/page-setup/query';
import { renderOnPage } from '../../support/render';

describe('Link', () => {
  it('names internal targets by route and uses the page language', () => {
    renderOnPage(<Link to="rentArea">Miete</Link>, { url: '/en/labour' });
    expect(screen.getByRole('link', { name: 'Miete' })).toHaveAttribute('href', '/en/rent');
  });

  it('carries the current query parameters into the target', () => {
    renderOnPage(<Link to="labourArea">Arbeit</Link>, { url: '/miete?shell_app=true&utm_source=app&iframe=1' });
    expect(screen.getByRole('link', { name: 'Arbeit' })).toHaveAttribute(
      'href',
      '/arbeit?shell_app=true&utm_source=app&iframe=1',
    );
  });

  it('lets explicit query parameters win over carried ones', () => {
    renderOnPage(
      <Link to="about" query={{ shell_app: 'true' }}>
        Über uns
      </Link>,
      { url: '/miete?shell_app=0&gclid=abc' },
    );
    expect(screen.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/ueber-uns?shell_app=true&gclid=abc');
  });

  it('leaves full URLs untouched', () => {
    renderOnPage(<Link href="https://example.org/a?b=1">extern</Link>, { url: '/miete?shell_app=true' });
    expect(screen.getByRole('link', { name: 'extern' })).toHaveAttribute('href', 'https://example.org/a?b=1');
  });
});

describe('carried query parameters', () => {
  it('keep the page’s own parameters behind (case id, reset credentials)', () => {
    expect(carriedQuery('/case', { id: 'secret-case', shell_app: 'true' })).toEqual({ shell_app: 'true' });
    expect(
      carriedQuery('/kennwort-zuruecksetzen', { uid: 'a@b.de', client_id: 'c', 'access-token': 't', utm_medium: 'mail' }),
    ).toEqual({ utm_medium: 'mail' });
  });

  it('drop the lng parameter, since the path decides the language', () => {
    expect(carriedQuery('/miete', { lng: 'en', iframe: 'true' })).toEqual({ iframe: 'true' });
  });
});
