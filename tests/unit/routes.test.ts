import fs from 'node:fs';
import path from 'node:path';
import { languageOfPath } from '@/basics/language';
import { productNames } from '@/domain/products';
import { matchRoute, routeIds, routeParamValue, routePath, routes, routeSlugs } from '@/routes';

const pagesDir = path.join(__dirname, '..', '..', 'src', 'pages');

/** The page file Next serves a route path from. */
function pageFileFor(routePattern: string): string | undefined {
  const base = routePattern === '/' ? '/index' : routePattern;
  return [`${base}.tsx`, `${base}/index.tsx`]
    .map((candidate) => path.join(pagesDir, candidate))
    .find((file) => fs.existsSync(file));
}

describe('route table', () => {
  it('has the spec routes at their German and English paths', () => {
    expect(routeSlugs('home')).toEqual({ de: '/', en: '/en' });
    expect(routeSlugs('rentArea')).toEqual({ de: '/miete', en: '/en/rent' });
    expect(routeSlugs('labourArea')).toEqual({ de: '/arbeit', en: '/en/labour' });
    expect(routeSlugs('caseStatus')).toEqual({ de: '/case', en: '/en/case' });
    expect(routeSlugs('signIn')).toEqual({ de: '/anmelden', en: '/en/signin' });
    expect(routeSlugs('signUp')).toEqual({ de: '/registrieren', en: '/en/signup' });
    expect(routeSlugs('passwordReset')).toEqual({ de: '/kennwort-zuruecksetzen', en: '/en/reset-password' });
    expect(routeSlugs('dashboard')).toEqual({ de: '/dashboard', en: '/en/dashboard' });
    expect(routeSlugs('giroFunnel')).toEqual({ de: '/minifunnel/girokosten', en: '/en/minifunnel/girokosten' });
  });

  it.each(routeIds)('%s has a German path, an English path under /en and a page file for each', (id) => {
    const { de, en } = routes[id];
    expect(languageOfPath(de)).toBe('de');
    expect(languageOfPath(en)).toBe('en');
    expect(pageFileFor(de)).toBeDefined();
    expect(pageFileFor(en)).toBeDefined();
  });

  it('gives every path to one route only', () => {
    const paths = routeIds.flatMap((id) => [routes[id].de, routes[id].en]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds the route of a path, ignoring query, hash and a trailing slash', () => {
    expect(matchRoute('/en/rent?shell_app=true#top')).toEqual({ id: 'rentArea', language: 'en', params: {} });
    expect(matchRoute('/miete/')).toEqual({ id: 'rentArea', language: 'de', params: {} });
    expect(matchRoute('/')).toEqual({ id: 'home', language: 'de', params: {} });
    expect(matchRoute('/en')).toEqual({ id: 'home', language: 'en', params: {} });
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('fills parameters into a path', () => {
    expect(routePath('rentArea', 'en')).toBe('/en/rent');
    expect(routePath('article', 'de', { slug: 'mietpreisbremse-2025' })).toBe('/ratgeber/mietpreisbremse-2025');
  });

  it("writes a product's order funnel in the page's language and reads every language's segment back", () => {
    expect(routeSlugs('orderFunnel', { product: 'rent-brake' })).toEqual({ de: '/beauftragen/mietpreisbremse', en: '/en/commission/rent-brake' });
    expect(routeSlugs('orderFunnel', { product: 'dismissal' })).toEqual({ de: '/beauftragen/kuendigung', en: '/en/commission/dismissal' });
    expect(matchRoute('/beauftragen/mietpreisbremse')).toEqual({ id: 'orderFunnel', language: 'de', params: { product: 'rent-brake' } });
    // Old links (the English name on a German page) still name the product.
    expect(routeParamValue('orderFunnel', 'product', 'rent-brake')).toBe('rent-brake');
    expect(routeParamValue('orderFunnel', 'product', 'kontogebuehren')).toBe('account-fees');
    expect(routeParamValue('orderFunnel', 'product', 'lotterie')).toBe('lotterie');
  });

  it.each(productNames)('gives the order funnel of %s a path of its own in each language', (product) => {
    const { de, en } = routeSlugs('orderFunnel', { product });
    expect(de).toMatch(/^\/beauftragen\/[a-z-]+$/);
    expect(en).toBe(`/en/commission/${product}`);
    expect(routeParamValue('orderFunnel', 'product', de.split('/').pop() as string)).toBe(product);
    const others = productNames.filter((other) => other !== product).map((other) => routePath('orderFunnel', 'de', { product: other }));
    expect(others).not.toContain(de);
  });
});

describe('language of a path', () => {
  it.each([
    ['/en', 'en'],
    ['/en/rent', 'en'],
    ['/en?x=1', 'en'],
    ['/', 'de'],
    ['/miete', 'de'],
    ['/entwurf', 'de'],
    ['/minifunnel/girokosten', 'de'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});
