import { ContentError, parseMarkdown, plainText, splitFrontMatter } from '@/content/markdown';
import { fillPlaceholders, placeholderValues } from '@/content/placeholders';

const parse = (source: string, articleLinks?: Set<string>) => parseMarkdown(source, { file: 'test.md', articleLinks });

describe('Markdown content', () => {
  it('turns headings, lists, emphasis and tables into a tree', () => {
    const tree = parse('## Titel\n\nEin **fetter** und *kursiver* Text.\n\n- eins\n- zwei\n\n| A | B |\n|---|--:|\n| 1 | 2 |\n');
    expect(tree[0]).toEqual({ type: 'element', tag: 'h2', children: [{ type: 'text', value: 'Titel' }] });
    expect(tree[1]).toEqual({
      type: 'element',
      tag: 'p',
      children: [
        { type: 'text', value: 'Ein ' },
        { type: 'element', tag: 'strong', children: [{ type: 'text', value: 'fetter' }] },
        { type: 'text', value: ' und ' },
        { type: 'element', tag: 'em', children: [{ type: 'text', value: 'kursiver' }] },
        { type: 'text', value: ' Text.' },
      ],
    });
    // Items of a tight list hold their text directly, without a paragraph.
    expect(tree[2]).toEqual({
      type: 'element',
      tag: 'ul',
      children: [
        { type: 'element', tag: 'li', children: [{ type: 'text', value: 'eins' }] },
        { type: 'element', tag: 'li', children: [{ type: 'text', value: 'zwei' }] },
      ],
    });
    expect(JSON.stringify(tree[3])).toContain('"tag":"td","children":[{"type":"text","value":"2"}],"align":"right"');
  });

  it('resolves route links to route ids and collects article links', () => {
    const articles = new Set<string>();
    const [paragraph] = parse('[Preise](route:pricesRent#miete) und [Kaution](article:kaution-zurueck) und [Mail](mailto:a@b.de)', articles);
    expect(paragraph).toMatchObject({
      children: [
        { type: 'link', to: 'pricesRent', hash: 'miete', children: [{ type: 'text', value: 'Preise' }] },
        { type: 'text', value: ' und ' },
        { type: 'link', to: 'article', params: { slug: 'kaution-zurueck' } },
        { type: 'text', value: ' und ' },
        { type: 'link', href: 'mailto:a@b.de' },
      ],
    });
    expect([...articles]).toEqual(['kaution-zurueck']);
  });

  it.each([
    ['[x](/miete)', /must be route:<id>/],
    ['[x](http://example.com)', /must be route:<id>/],
    ['[x](route:noSuchPage)', /unknown route "noSuchPage"/],
    ['[x](route:article)', /needs parameters/],
    ['# Zweite Überschrift erster Ordnung', /page title is the one h1/],
    ['![Bild](bild.png)', /unsupported Markdown element "image"/],
    ['```\ncode\n```', /unsupported Markdown element "fence"/],
  ])('rejects %s', (source, message) => {
    expect(() => parse(source)).toThrow(message);
  });

  it('never passes raw HTML through', () => {
    const tree = parse('Text <script>alert(1)</script> <b>fett</b>');
    expect(plainText(tree)).toContain('<script>alert(1)</script>');
    expect(JSON.stringify(tree)).not.toContain('"tag":"script"');
  });

  it('splits YAML front matter from the body', () => {
    expect(splitFrontMatter('---\ntitle: Hallo\ndate: 2025-07-17\n---\nText', 'x.md')).toEqual({
      data: { title: 'Hallo', date: '2025-07-17' },
      body: 'Text',
    });
    expect(() => splitFrontMatter('Text ohne Kopf', 'x.md')).toThrow(ContentError);
    expect(() => splitFrontMatter('---\n- eine Liste\n---\n', 'x.md')).toThrow(/YAML mapping/);
  });
});

describe('placeholders', () => {
  it('fills brand settings and marketed figures in the language of the text', () => {
    expect(fillPlaceholders('{{brand}}: bis zu {{maxMonthlySavings}}, {{noLandlordProblemsPercent}}', placeholderValues('de'), 'x.md')).toBe(
      'Klarfall: bis zu 400\u00a0€, 99,6\u00a0%',
    );
    expect(fillPlaceholders('up to {{maxMonthlySavings}}, {{noLandlordProblemsPercent}}; {{supportHours}}', placeholderValues('en'), 'x.md')).toBe(
      'up to €400, 99.6%; Monday to Friday, 09:00–19:00',
    );
  });

  it('fails on an unknown placeholder', () => {
    expect(() => fillPlaceholders('{{brandname}}', placeholderValues('de'), 'x.md')).toThrow('x.md: unknown placeholder {{brandname}}');
  });
});
