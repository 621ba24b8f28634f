import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { sampleProvider } from '../scripts/sample-provider';
import { routes } from '../src/routes';
import { customerWithCase, membershipOf } from './support/customer';
import { e2ePort } from './support/environment';
import { nuErrors } from './support/nu-checker';
import { publicPaths } from './support/public-pages';

/**
 * Checks on the HTML the server sends, fetched once for all of them: every page of the sitemap in both
 * languages, and the pages it leaves out – the signed-in dashboard, a case page, a membership's questions, the
 * password change, the account deletion and sign-out (for a customer made through the product's own API and CLI), the password
 * reset request, an order mail's address proof and "not found".
 */
interface FetchedPage {
  path: string;
  html: string;
  inSitemap: boolean;
}

const root = path.resolve(__dirname, '..');
const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const titleOf = (html: string) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  return match ? decode(match[1]) : null;
};

/** Search results show about this much of a title and a description (Google cuts at ~600 px). */
const maxTitleLength = 65;
const maxDescriptionLength = 170;

/** Placeholder texts and a provider setting left unset (shown as "[PROVIDER_…]"): none may reach a page. */
const sampleMarkers = ['[Beispiel', '[sample', 'Musterstraße', 'Mustermann', 'Musterfrau', 'HRB 000000', 'DE000000000', '[PROVIDER_', '[PARTNER_LAW_FIRM_'];

test.describe.configure({ mode: 'serial' });

let pages: FetchedPage[] = [];

async function fetchPage(api: APIRequestContext, pagePath: string, inSitemap: boolean, cookie?: string): Promise<FetchedPage> {
  const response = await api.get(pagePath, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  const notFound = /gibt-es-nicht|does-not-exist/.test(pagePath);
  expect(response.status(), pagePath).toBe(notFound ? 404 : 200);
  return { path: pagePath, html: await response.text(), inSitemap };
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${e2ePort}` });
  const customer = await customerWithCase(api, `http://localhost:${e2ePort}`, 'de');
  const cookie = `${customer.cookie.name}=${customer.cookie.value}`;
  const reference = await membershipOf(api, customer.email, 'de');
  const fetched: Promise<FetchedPage>[] = publicPaths().map((pagePath) => fetchPage(api, pagePath, true));
  for (const language of ['de', 'en'] as const) {
    fetched.push(
      fetchPage(api, routes.dashboard[language], false, cookie),
      fetchPage(api, `${routes.caseStatus[language]}?id=${customer.caseId}`, false, cookie),
      fetchPage(api, `${routes.membershipQuestions[language]}?reference=${reference}`, false, cookie),
      fetchPage(api, routes.passwordChange[language], false, cookie),
      fetchPage(api, routes.accountDeletion[language], false, cookie),
      fetchPage(api, routes.signOut[language], false, cookie),
      fetchPage(api, routes.passwordReset[language], false),
      fetchPage(api, `${routes.addressProof[language]}?token=${'A'.repeat(43)}`, false),
    );
  }
  fetched.push(fetchPage(api, '/gibt-es-nicht', false), fetchPage(api, '/en/does-not-exist', false));
  pages = await Promise.all(fetched);
  await api.dispose();
});

test('every page of the sitemap has its own title, and titles and descriptions fit a search result', () => {
  const problems: string[] = [];
  const byTitle = new Map<string, string[]>();
  for (const page of pages) {
    const title = titleOf(page.html);
    const description = descriptionOf(page.html);
    if (!title) problems.push(`${page.path}: no <title>`);
    if (title.length > maxTitleLength) problems.push(`${page.path}: title has ${title.length} characters: "${title}"`);
    if (description === null && page.inSitemap) problems.push(`${page.path}: no meta description`);
    else if (description !== null && description.length > maxDescriptionLength) problems.push(`${page.path}: description has ${description.length} characters`);
    if (page.inSitemap) byTitle.set(title, [...(byTitle.get(title) ?? []), page.path]);
  }
  for (const [title, paths] of byTitle) if (paths.length > 1) problems.push(`"${title}" is the title of ${paths.join(', ')}`);
  expect(problems).toEqual([]);
});

test('no page shows sample data, and the imprint and privacy policy show the configured provider', () => {
  for (const page of pages) for (const marker of sampleMarkers) expect(page.html, `${page.path} contains "${marker}"`).not.toContain(marker);
  for (const pagePath of [routes.imprint.de, routes.imprint.en, routes.privacy.de, routes.privacy.en]) {
    const html = pages.find((page) => page.path === pagePath)!.html;
    for (const name of ['PROVIDER_COMPANY', 'PROVIDER_STREET', 'PROVIDER_CITY']) expect(html, pagePath).toContain(sampleProvider[name]);
  }
  for (const pagePath of [routes.imprint.de, routes.imprint.en]) {
    const html = pages.find((page) => page.path === pagePath)!.html;
    for (const name of ['PROVIDER_MANAGING_DIRECTORS', 'PROVIDER_REGISTER_NUMBER', 'PROVIDER_VAT_ID', 'PROVIDER_RDG_REGISTRATION']) {
      expect(html, pagePath).toContain(sampleProvider[name]);
    }
  }
});

test('the production build holds no sample data', () => {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  const files = [path.join(distDir, 'server', 'pages'), path.join(distDir, 'static')].flatMap((dir) =>
    fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)),
  );
  const built = files.filter((file) => /\.(html|json|js)$/.test(file) && fs.statSync(file).isFile());
  expect(built.length).toBeGreaterThan(100);
  const found = built.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return sampleMarkers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(distDir, file)}: ${marker}`);
  });
  expect(found).toEqual([]);
});

test('the W3C Nu HTML checker finds no error on any page', async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(pages.map((page) => ({ name: page.path, html: page.html })))).toEqual([]);
});
