import { loadArticles } from '@/content/articles';
import { robotsTxt, sitemapEntries, sitemapXml } from '@/seo/sitemap';

describe('sitemap', () => {
  const entries = sitemapEntries(loadArticles());
  const xml = sitemapXml(entries, 'https://www.klarfall.de');

  it('lists the public pages in both languages with hreflang alternates and x-default', () => {
    expect(xml).toContain('<loc>https://www.klarfall.de/miete</loc>');
    expect(xml).toContain('<loc>https://www.klarfall.de/en/rent</loc>');
    const rentBlock = xml.split('<url>').find((block) => block.includes('<loc>https://www.klarfall.de/en/rent</loc>'))!;
    expect(rentBlock).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://www.klarfall.de/miete"/>');
    expect(rentBlock).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.klarfall.de/en/rent"/>');
    expect(rentBlock).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.klarfall.de/miete"/>');
  });

  it('leaves out private routes and route patterns', () => {
    for (const path of ['/dashboard', '/en/dashboard', '/case', '/kennwort-zuruecksetzen', '[slug]']) {
      expect(xml).not.toContain(`${path}<`);
    }
  });

  it('lists each article under its own slug in each language, with its date', () => {
    expect(xml).toContain('<loc>https://www.klarfall.de/ratgeber/mietpreisbremse-verlaengert-bis-2029</loc>');
    const block = xml.split('<url>').find((part) => part.includes('<loc>https://www.klarfall.de/en/guides/rent-brake-extended-until-2029</loc>'))!;
    expect(block).toContain('<lastmod>2025-07-24</lastmod>');
    expect(block).toContain('hreflang="de" href="https://www.klarfall.de/ratgeber/mietpreisbremse-verlaengert-bis-2029"');
  });

  it('has one <url> per page and language and is well-formed', () => {
    expect(xml.match(/<url>/g)).toHaveLength(entries.length * 2);
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('escapes special characters', () => {
    expect(sitemapXml([{ paths: { de: '/a&b', en: '/en/a&b' } }], 'https://x.de')).toContain('<loc>https://x.de/a&amp;b</loc>');
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps out the API and names the sitemap', () => {
    expect(robotsTxt('https://www.klarfall.de')).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.klarfall.de/sitemap.xml\n');
  });
});
