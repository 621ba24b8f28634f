import Cookies from 'js-cookie';
import { carriedQueryScript, signedInScript } from '@/page-setup/inline-scripts';
import { carriedQuery, ownQueryNames, withQuery } from '@/page-setup/query';
import { authCookieName, parseStoredAuth } from '@/session/stored-auth';

/** Runs the script as the document would: as the current script, after the links it rewrites. */
function runOn(pagePattern: string, search: string, hrefs: string[], forms = ''): string[] {
  window.history.replaceState(null, '', `/seite${search}`);
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">x</a>`).join('') + forms;
  const script = document.createElement('script');
  script.setAttribute('data-own-params', ownQueryNames(pagePattern).join(' '));
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(carriedQueryScript)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  return [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
}

const queryOf = (search: string) => {
  const query: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) (query[name] ??= []).push(value);
  return query;
};

describe('the query-carrying script of pages without client JavaScript', () => {
  it.each([
    ['/impressum', '?utm_source=newsletter&iframe=1'],
    ['/impressum', '?shell_app=true&lng=en'],
    ['/impressum', '?a=1&a=2&b=x%20y'],
    ['/ratgeber/[slug]', '?slug=other&utm_campaign=spring'],
    ['/impressum', ''],
  ])('on %s with "%s" builds the hrefs the Link component builds', (pattern, search) => {
    const paths = ['/faq', '/en/guides/some-article', '/miete#rechner'];
    const hrefs = runOn(pattern, search, paths);
    const carried = carriedQuery(pattern, queryOf(search));
    const expected = paths.map((path) => {
      const [base, hash] = path.split('#');
      return withQuery(base, carried, hash);
    });
    expect(hrefs).toEqual(expected);
  });

  it('keeps what a link names itself, and leaves external and in-page links alone', () => {
    const hrefs = runOn('/impressum', '?utm_source=a&tab=b', ['/dashboard?tab=own', '//example.org/x', 'https://example.org/', '#main']);
    expect(hrefs).toEqual(['/dashboard?tab=own&utm_source=a', '//example.org/x', 'https://example.org/', '#main']);
  });
});

describe('the query-carrying script and GET forms', () => {
  it('adds the carried query as hidden fields to forms that submit with GET to a page of the portal, never over a field of the form', () => {
    runOn('/', '?iframe=1&postalCode=1&utm_source=a', [], [
      '<form method="get" action="/mietpreisbremse/rechner"><input name="postalCode"></form>',
      '<form method="post" action="/abmelden"></form>',
      '<form method="get" action="//example.org/"></form>',
    ].join(''));
    const [calculator, signOut, external] = [...document.querySelectorAll('form')];
    const fields = [...calculator.querySelectorAll('input')].map((input) => [input.name, input.type, input.value]);
    expect(fields).toEqual([['postalCode', 'text', ''], ['iframe', 'hidden', '1'], ['utm_source', 'hidden', 'a']]);
    expect(signOut.elements).toHaveLength(0);
    expect(external.elements).toHaveLength(0);
  });
});

const inAnHour = () => Date.now() / 1000 + 3600;

afterEach(() => {
  Cookies.remove(authCookieName, { path: '/' });
  document.documentElement.removeAttribute('data-signed-in');
});

describe('the pre-paint signed-in script', () => {
  it.each([
    ['a valid session', JSON.stringify({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: inAnHour() })],
    ['an expired session', JSON.stringify({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: Date.now() / 1000 - 1 })],
    ['a missing token', JSON.stringify({ uId: 'kim@example.org', client: 'c', expiredAt: inAnHour() })],
    ['an empty client', JSON.stringify({ token: 't', uId: 'kim@example.org', client: '', expiredAt: inAnHour() })],
    ['an expiry as text', JSON.stringify({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: String(inAnHour()) })],
    ['no JSON', 'not-json'],
    ['JSON null', 'null'],
  ])('decides %s as parseStoredAuth does', (_, value) => {
    // js-cookie writes the value as the portal does (auth-cookie.ts), with its own encoding.
    Cookies.set(authCookieName, value, { path: '/' });
    new Function(signedInScript)();
    const expected = parseStoredAuth(Cookies.get(authCookieName)) !== null;
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(expected);
  });

  it('marks a signed-in visitor and leaves a visitor without the cookie alone', () => {
    new Function(signedInScript)();
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    Cookies.set(authCookieName, JSON.stringify({ token: 't=;%', uId: 'kim+1@example.org', client: 'c', expiredAt: inAnHour() }), { path: '/' });
    Cookies.set('other', 'x', { path: '/' });
    new Function(signedInScript)();
    expect(document.documentElement).toHaveAttribute('data-signed-in');
    Cookies.remove('other', { path: '/' });
  });
});
