import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brand } from '@/basics/brand';
import { provider } from '@/basics/provider';
import { articlesOf, articleTeasers, findArticle, loadArticles } from '@/content/articles';
import { currentContractTexts, publishedContractTexts } from '@/content/contract-texts';
import { contentPageOf } from '@/content/pages';
import { companyOf } from '@/content/company';
import { languages } from '@/basics/language';
import { type RouteId, routeIds } from '@/routes';

const root = path.join(__dirname, '..', '..', '..');
const pagesDir = path.join(root, 'src', 'pages');

/** Route ids whose page files render the content-page screen. */
function contentRoutes(): RouteId[] {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return files(pagesDir)
    .map((file) => /contentPage\('(\w+)', '(de|en)'\)/.exec(fs.readFileSync(file, 'utf8'))?.[1])
    .filter((id): id is RouteId => Boolean(id) && (routeIds as string[]).includes(id!));
}

describe('the content files of the repository', () => {
  const routesWithContent = [...new Set(contentRoutes())];

  it('cover every information page', () => {
    expect(routesWithContent).toEqual(expect.arrayContaining(['rentBrake', 'faq', 'imprint', 'privacy', 'guides', 'pricesFinance']));
  });

  it.each(routesWithContent)('%s has a complete page in both languages', (id) => {
    for (const language of languages) {
      const page = contentPageOf(language, id);
      expect(page.title.length).toBeGreaterThan(2);
      expect(page.description.length).toBeGreaterThan(50);
      // What a search result shows (e2e/html-checks.spec.ts checks the pages as served).
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(`${page.metaTitle} | ${brand.name}`.length).toBeLessThanOrEqual(65);
      expect(page.lead.length).toBeGreaterThan(20);
    }
    // Both languages offer the same calls to action, related pages and blocks.
    const [de, en] = languages.map((language) => contentPageOf(language, id));
    expect(en.actions.map((action) => action.to)).toEqual(de.actions.map((action) => action.to));
    expect(en.related.map((item) => item.to)).toEqual(de.related.map((item) => item.to));
    expect(en.widgets).toEqual(de.widgets);
  });

  it('fills the imprint and privacy policy with the configured provider, and with no invented data', () => {
    for (const language of languages) {
      for (const route of ['imprint', 'privacy'] as const) {
        const text = JSON.stringify(contentPageOf(language, route).body);
        expect(text).toContain(provider.company);
        expect(text).toContain(provider.street);
        for (const marker of ['[Beispiel', '[sample', 'Musterstraße', 'Mustermann', 'HRB 000000']) expect(text).not.toContain(marker);
      }
      const imprint = JSON.stringify(contentPageOf(language, 'imprint').body);
      for (const value of [provider.managingDirectors, provider.registerNumber, provider.vatId, provider.rdgRegistration, provider.rdgAuthority]) {
        expect(imprint).toContain(value);
      }
    }
    expect(JSON.stringify(contentPageOf('de', 'privacy').body)).toContain('Art. 77 DSGVO');
  });

  it('shows the current terms and withdrawal information with the provider filled in, marked as drafts while they are', () => {
    const sections = { terms: { de: 'Vertragsschluss', en: 'Conclusion of the contract' }, withdrawal: { de: 'Folgen des Widerrufs', en: 'Effects of withdrawal' } };
    for (const language of languages) {
      for (const route of publishedContractTexts) {
        const page = contentPageOf(language, route);
        const text = JSON.stringify(page.body);
        expect(text).toContain(provider.company);
        expect(text).not.toMatch(/\{\{/);
        // The text's sections are the page's h2 (its title is the page's h1).
        const h2 = page.body.flatMap((node) => (node.type === 'element' && node.tag === 'h2' ? [JSON.stringify(node.children)] : []));
        expect(h2.join(' ')).toContain(sections[route][language]);
        if (currentContractTexts.status === 'draft') expect(page.lead).toMatch(language === 'de' ? /^Entwurf, noch nicht anwaltlich geprüft/ : /^Draft, not yet reviewed by a lawyer/);
        else expect(page.lead).not.toMatch(/Entwurf|Draft/);
      }
    }
  });

  it('takes the provider data in the imprint from the brand settings', () => {
    const imprint = JSON.stringify(contentPageOf('de', 'imprint').body);
    expect(imprint).toContain('info@klarfall.de');
    expect(imprint).toContain('+49 30 120 840 00');
  });

  it('pairs every article with its translation and feeds the teasers newest first', () => {
    const articles = loadArticles();
    expect(articles.de.length).toBeGreaterThanOrEqual(6);
    expect(articles.en).toHaveLength(articles.de.length);
    for (const article of articles.de) {
      const sibling = findArticle('en', article.siblingSlug);
      expect(sibling?.siblingSlug).toBe(article.slug);
      expect(sibling?.topic).toBe(article.topic);
    }
    for (const article of [...articles.de, ...articles.en]) {
      expect(article.description.length).toBeLessThanOrEqual(170);
      expect(`${article.metaTitle} | ${brand.name}`.length).toBeLessThanOrEqual(65);
    }
    // Dates arrive formatted in the page's language, so browsers need no date library.
    expect(findArticle('de', 'mietpreisbremse-verlaengert-bis-2029')?.dateText).toBe('24.07.2025');
    expect(findArticle('en', 'rent-brake-extended-until-2029')?.dateText).toBe('24 July 2025');
    const dates = articleTeasers('de').map((teaser) => teaser.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articleTeasers('en', { topics: ['rent'], limit: 3 })).toHaveLength(3);
    expect(articleTeasers('de', { topics: ['labour'], limit: 3 }).every((teaser) => teaser.topic === 'labour')).toBe(true);
  });

  it('ships no press, team or jobs: the provider fills content/company, and nothing is invented meanwhile', () => {
    for (const language of languages) expect(companyOf(language)).toEqual({ press: [], team: [], jobs: [] });
  });
});

describe('content checks', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    for (const language of languages) fs.mkdirSync(path.join(dir, 'articles', language), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  const article = (key: string, extra = '', body = 'Text') =>
    `---\nkey: ${key}\ntitle: Titel\ndescription: Beschreibung\nteaser: Anriss\ndate: 2026-01-02\ntopic: rent\n${extra}---\n${body}\n`;

  it('fails when an article has no translation', () => {
    write('articles/de/nur-deutsch.md', article('lonely'));
    expect(() => articlesOf('de', dir)).toThrow(/no en article with key "lonely"/);
  });

  it('fails on a link to an article that does not exist', () => {
    write('articles/de/eins.md', article('one', '', '[weiter](article:gibt-es-nicht)'));
    write('articles/en/one.md', article('one'));
    expect(() => articlesOf('de', dir)).toThrow(/unknown de article "gibt-es-nicht"/);
  });

  it('fails on an unknown front matter field or a bad date', () => {
    write('articles/de/eins.md', article('one', 'autor: X\n'));
    write('articles/en/one.md', article('one'));
    expect(() => articlesOf('de', dir)).toThrow(/unknown front matter field\(s\): autor/);
    write('articles/de/eins.md', article('one').replace('2026-01-02', '2026-13-45'));
    expect(() => articlesOf('de', dir)).toThrow(/"date" must be a date/);
  });

  it('gives each language its own slug and the sibling slug for hreflang', () => {
    write('articles/de/mietkaution.md', article('deposit'));
    write('articles/en/deposit.md', article('deposit'));
    expect(articlesOf('de', dir)[0]).toMatchObject({ slug: 'mietkaution', siblingSlug: 'deposit' });
    expect(articlesOf('en', dir)[0]).toMatchObject({ slug: 'deposit', siblingSlug: 'mietkaution' });
  });

  it('reads what the provider fills into content/company, and refuses an entry that misses its facts', () => {
    fs.mkdirSync(path.join(dir, 'company'), { recursive: true });
    write(
      'company/de.json',
      JSON.stringify({
        press: [{ outlet: 'Tagesblatt', headline: 'Mieter holen Geld zurück', date: '2026-05-12', url: 'https://tagesblatt.example/artikel' }],
        team: [{ name: 'Erika Beispiel', role: 'Geschäftsführerin' }],
        jobs: [{ title: 'Juristin oder Jurist (m/w/d)', location: 'Berlin', hours: 'Vollzeit', text: 'Mietrecht.' }],
      }),
    );
    expect(companyOf('de', dir).press[0]).toMatchObject({ outlet: 'Tagesblatt', dateText: '12.05.2026' });
    write('company/en.json', JSON.stringify({ press: [], team: [{ name: 'Erika Beispiel' }], jobs: [] }));
    expect(() => companyOf('en', dir)).toThrow(/team\[0\] needs name and role/);
    write('company/en.json', JSON.stringify({ press: [{ outlet: 'X', headline: 'Y', date: '2026-05-12', url: 'http://x.example' }], team: [], jobs: [] }));
    expect(() => companyOf('en', dir)).toThrow(/press\[0\]\.url must be https/);
    write('company/en.json', JSON.stringify({ press: [], team: [], jobs: [], sample: true }));
    expect(() => companyOf('en', dir)).toThrow(/unknown field sample/);
  });

  it('fails on a page that names an unknown widget or route', () => {
    fs.mkdirSync(path.join(dir, 'pages', 'de'), { recursive: true });
    write('pages/de/faq.md', '---\ntitle: T\ndescription: D\nlead: L\nwidgets: [carousel]\n---\n');
    expect(() => contentPageOf('de', 'faq', dir)).toThrow(/unknown widget "carousel"/);
    write('pages/de/faq.md', '---\ntitle: T\ndescription: D\nlead: L\nrelated: [nowhere]\n---\n');
    expect(() => contentPageOf('de', 'faq', dir)).toThrow(/unknown route "nowhere"/);
  });
});
