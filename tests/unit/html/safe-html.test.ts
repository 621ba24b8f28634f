/**
 * @jest-environment node
 */
import { sanitiseHtml } from '@/html/safe-html';

describe('sanitiseHtml', () => {
  it.each([
    ['keeps text structure, emphasis and lists', '<h2>T</h2><p>a <strong>b</strong> <em>c</em></p><ul><li>x</li></ul><ol><li>y</li></ol>', '<h2>T</h2><p>a <strong>b</strong> <em>c</em></p><ul><li>x</li></ul><ol><li>y</li></ol>'],
    ['turns a heading 1 into a heading 2 (the page has its own h1)', '<h1>T</h1>', '<h2>T</h2>'],
    ['drops scripts and styles with their content', '<p>a<script>alert(1)</script><style>p{}</style></p>', '<p>a</p>'],
    ['drops event handlers and style attributes', '<p onclick="x()" style="color:red" class="c" id="i">a</p>', '<p>a</p>'],
    ['drops images, frames, forms and SVG', '<img src=x onerror=alert(1)><iframe src="//x"></iframe><form><input></form><svg onload=alert(1)></svg>', ''],
    ['keeps http(s), mailto and tel links and keeps the page out of the Referer', '<a href="https://x.de/a">a</a><a href="mailto:a@b.de">b</a><a href="tel:+4930">c</a>', '<a href="https://x.de/a" rel="noopener noreferrer">a</a><a href="mailto:a@b.de" rel="noopener noreferrer">b</a><a href="tel:+4930" rel="noopener noreferrer">c</a>'],
    ['drops javascript:, data: and protocol-relative targets, however written', '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a><a href="data:text/html,x">d</a><a href="//evil.example">e</a>', '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a><a rel="noopener noreferrer">d</a><a rel="noopener noreferrer">e</a>'],
    ['drops relative targets, which would stay on the portal', '<a href="/konto">a</a><a href="\\u006aavascript:alert(1)">b</a><a href="https://ok.example">c</a>', '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a href="https://ok.example" rel="noopener noreferrer">c</a>'],
    ['overrides a rel or target the author set', '<a href="https://x.de" rel="opener" target="_top">a</a>', '<a href="https://x.de" rel="noopener noreferrer">a</a>'],
    ['escapes text that only looks like markup', '1 &lt; 2 &amp; <b>3</b>', '1 &lt; 2 &amp; <b>3</b>'],
  ])('%s', (_, input, output) => {
    expect(sanitiseHtml(input)).toBe(output);
  });

  it('answers the same for the same input, also from its cache', () => {
    const input = '<p onclick="x()">Wieder<script>1</script></p>';
    expect(sanitiseHtml(input)).toBe('<p>Wieder</p>');
    expect(sanitiseHtml(input)).toBe('<p>Wieder</p>');
  });

  it('keeps working beyond what its cache holds', () => {
    const big = `<p>${'x'.repeat(300_000)}</p><script>1</script>`;
    for (let round = 0; round < 10; round += 1) expect(sanitiseHtml(`${big}${round}`)).toBe(`<p>${'x'.repeat(300_000)}</p>${round}`);
  });
});
