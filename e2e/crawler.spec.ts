import { type APIRequestContext, expect, test } from '@playwright/test';
import { languageOfPath } from '../src/basics/language';

/**
 * Starts at / and /en and follows every internal link of the built site. Fails on any answer other than
 * 200 and on any page whose hreflang alternates do not lead to a sibling that links back.
 */
interface PageFacts {
  status: number;
  /** Where the link landed: pages that need a session (the dashboard) redirect to sign-in. */
  finalPath: string;
  links: string[];
  canonical: string | null;
  alternates: Record<string, string>;
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]) : null;
}

async function readPage(request: APIRequestContext, origin: string, path: string): Promise<PageFacts> {
  const response = await request.get(path, { maxRedirects: 5 });
  const html = await response.text();
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (!href || /^(mailto:|tel:|#)/.test(href)) continue;
    const url = new URL(href, `${origin}${path}`);
    if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  const alternates: Record<string, string> = {};
  let canonical: string | null = null;
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (rel === 'canonical') canonical = href;
    const hreflang = attribute(tag, 'hreflang');
    if (rel === 'alternate' && hreflang && href) alternates[hreflang] = href;
  }
  return { status: response.status(), finalPath: new URL(response.url()).pathname, links, canonical, alternates };
}

test('every internal link answers 200 and every page links its language sibling', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const queue = ['/', '/en'];
  const seen = new Set(queue);
  const facts = new Map<string, PageFacts>();
  const problems: string[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    const page = await readPage(request, origin, path);
    facts.set(path, page);
    if (page.status !== 200) problems.push(`${path} answered ${page.status}`);
    for (const link of page.links) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }

  for (const [path, page] of facts) {
    if (page.status !== 200) continue;
    const pathname = page.finalPath;
    const own = languageOfPath(pathname);
    for (const hreflang of ['de', 'en', 'x-default']) {
      if (!page.alternates[hreflang]) problems.push(`${path} has no hreflang="${hreflang}"`);
    }
    if (!page.canonical || new URL(page.canonical).pathname !== pathname) problems.push(`${path} has canonical ${page.canonical}`);
    if (page.alternates[own] && new URL(page.alternates[own]).pathname !== pathname) {
      problems.push(`${path}: hreflang="${own}" points to ${page.alternates[own]}, not to itself`);
    }
    const otherLanguage = own === 'de' ? 'en' : 'de';
    const siblingUrl = page.alternates[otherLanguage];
    if (!siblingUrl) continue;
    const siblingPath = new URL(siblingUrl).pathname;
    const sibling = facts.get(siblingPath) ?? (await readPage(request, origin, siblingPath));
    facts.set(siblingPath, sibling);
    if (sibling.status !== 200) problems.push(`${path}: sibling ${siblingPath} answered ${sibling.status}`);
    else if (!sibling.alternates[own] || new URL(sibling.alternates[own]).pathname !== pathname) {
      problems.push(`${path}: sibling ${siblingPath} does not link back (hreflang="${own}" is ${sibling.alternates[own]})`);
    }
  }

  expect(problems).toEqual([]);
  // The crawl reached the whole site: both homepages, the area pages, the legal pages and the guides.
  for (const path of ['/miete', '/en/labour', '/impressum', '/en/privacy', '/ratgeber', '/en/guides']) expect(facts.has(path), path).toBe(true);
  expect([...facts.keys()].filter((path) => path.startsWith('/ratgeber/')).length).toBeGreaterThanOrEqual(6);
});

test('sitemap.xml lists only pages that answer 200, and robots.txt points to it', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const locations = Array.from((await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(decode(match[1])).pathname);
  expect(locations).toContain('/');
  expect(locations).toContain('/en/guides');
  expect(locations).not.toContain('/dashboard');
  for (const path of locations) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
