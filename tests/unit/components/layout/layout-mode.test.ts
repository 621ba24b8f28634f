import { layoutMode } from '@/components/layout/layout-mode';
import { layoutModeScript } from '@/page-setup/inline-scripts';

describe('layout mode', () => {
  it.each([
    ['', false, 'full'],
    ['', true, 'full'],
    ['?iframe=true', false, 'bare'],
    ['?iframe=1', true, 'bare'],
    ['?shell_app=true', true, 'bare'],
    ['?shell_app=true', false, 'app'],
    ['?shell_app', false, 'app'],
    ['?shell_app=true&iframe=true', false, 'bare'],
    ['?shell_app=false', false, 'full'],
    ['?iframe=0', false, 'full'],
    ['?utm_source=newsletter', false, 'full'],
  ])('query "%s" on an app route: %s → %s', (search, appRoute, expected) => {
    const query = Object.fromEntries(new URLSearchParams(search));
    expect(layoutMode(query, appRoute as boolean)).toBe(expected);
  });

  it.each([
    ['', false],
    ['?iframe=true', false],
    ['?shell_app=true', true],
    ['?shell_app=true', false],
    ['?shell_app=0', false],
    ['?shell_app=true&iframe=true', false],
  ])('the pre-hydration script decides "%s" (app route: %s) as React does', (search, appRoute) => {
    window.history.replaceState(null, '', `/seite${search}`);
    const html = document.documentElement;
    html.toggleAttribute('data-app-route', appRoute as boolean);
    new Function(layoutModeScript)();
    const query = Object.fromEntries(new URLSearchParams(search));
    expect(html.getAttribute('data-layout')).toBe(layoutMode(query, appRoute as boolean));
  });
});
