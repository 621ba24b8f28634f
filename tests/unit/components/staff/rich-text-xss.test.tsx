import { act, fireEvent } from '@testing-library/react';
import { canonicalHtml } from '@/components/staff/rich-text-html';
import { sanitiseHtml } from '@/html/safe-html';
import { xssPayloads } from '../../../fixtures/xss-payloads';
import { executableParts } from '../../../support/executable-html';
import { renderEditor as renderHarness } from '../../../support/rich-text-editor';

/** The tags and attributes the editor may produce: a subset of what the server's sanitiser keeps. */
const editorMarkup = /<\/?(p|br|strong|em|ul|ol|li|a)( href="[^"]*")?>/g;

function expectHarmless(editorValue: string) {
  expect(executableParts(editorValue)).toEqual([]);
  expect(editorValue.replace(editorMarkup, '')).not.toMatch(/[<>]/);
  const stored = sanitiseHtml(editorValue);
  expect(executableParts(stored)).toEqual([]);
  // The sanitiser finds nothing to take away: it only marks links as leading away.
  expect(stored).toBe(editorValue.replace(/<a href="([^"]*)">/g, '<a href="$1" rel="noopener noreferrer">'));
}

const renderEditor = (initial: string) => renderHarness({ initial });

/** Puts the caret at the end of the region's text. */
function caretAtEnd(region: HTMLElement) {
  act(() => {
    region.focus();
    const range = document.createRange();
    range.selectNodeContents(region);
    range.collapse(false);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
}

describe('the rich-text editor against the XSS corpus', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(40);
  });

  it('sees the danger in the raw payloads (so the checks below can fail)', () => {
    const harmlessAsTheyAre = xssPayloads.filter((payload) => executableParts(payload).length === 0);
    // Tricks that only fool filters: a browser makes an unknown element, a comment, text, a title.
    expect(harmlessAsTheyAre).toEqual([
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<![CDATA[<script>alert(1)</script>]]>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '<a href="https://ok.example" title="&quot; onmouseover=&quot;alert(1)">quoted</a>',
    ]);
  });

  it.each(xssPayloads)('reduces %s to harmless HTML the sanitiser keeps as it is', (payload) => {
    expectHarmless(canonicalHtml(payload));
  });

  it.each(xssPayloads)('shows %s as a value without anything executable and reports only harmless HTML', (payload) => {
    const { region, reported } = renderEditor(payload);
    expect(executableParts(region.innerHTML)).toEqual([]);
    caretAtEnd(region);
    fireEvent.paste(region, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? '!' : '') } });
    expect(reported.length).toBeGreaterThan(0);
    expectHarmless(reported[reported.length - 1]);
  });

  it.each(xssPayloads)('pastes %s as HTML without anything executable', (payload) => {
    const { region, reported } = renderEditor('<p>Text</p>');
    caretAtEnd(region);
    fireEvent.paste(region, { clipboardData: { getData: (type: string) => (type === 'text/html' ? payload : payload.replace(/<[^>]*>/g, '')) } });
    expect(executableParts(region.innerHTML)).toEqual([]);
    const value = reported.length > 0 ? reported[reported.length - 1] : '<p>Text</p>';
    expectHarmless(value);
  });

  it.each(xssPayloads)('pastes %s as plain text, shown as text', (payload) => {
    const { region, reported } = renderEditor('');
    caretAtEnd(region);
    fireEvent.paste(region, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? payload : '') } });
    expect(region.textContent).toBe(payload.replace(/[\t\n ]+/g, ' ').trim());
    expectHarmless(reported[reported.length - 1]);
  });
});
