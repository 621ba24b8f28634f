import { carriedQueryScript } from '@/page/inline-scripts';
import { carriedQuery, ownQueryNames, withQuery } from '@/page/query';

/** Runs the script as the document would: as the current script, after the links it rewrites. */
function runOn(pagePattern: string, search: string, hrefs: string[]): string[] {
  window.history.replaceState(null, '', `/seite${search}`);
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">x</a>`).join('');
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
