import sanitizeHtml from 'sanitize-html';

/**
 * HTML that went through the portal's sanitiser and may be rendered as markup. The brand makes the
 * type checker refuse a plain string where SafeHtml is expected, so nothing reaches
 * `dangerouslySetInnerHTML` without passing `sanitiseHtml` first.
 */
export type SafeHtml = string & { readonly __safeHtml: true };

/**
 * What case descriptions and case-details scouts may contain: text structure, emphasis, lists and
 * links. Everything executable goes: script/style elements with their content, event handler and
 * style attributes, and every link target but an absolute http(s), mailto or tel one (so no
 * `javascript:`, `data:` or relative target). The page's one <h1> is the case's own, so a heading 1 in
 * the content becomes a heading 2.
 * Runs on the server only (sanitize-html is too heavy for the browser bundle).
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    // Links lead away from a page whose URL is the case's secret: never tell the target where from.
    // Only absolute targets of the allowed schemes stay: a relative one (`\u006aavascript:…`, `/x`)
    // would lead somewhere on the portal's own origin, which a caseworker's text never means.
    a: (_tagName, attribs) => {
      const { href, ...others } = attribs;
      const absolute = href !== undefined && /^(https?|mailto|tel):/i.test(href.trim());
      return { tagName: 'a', attribs: { ...(absolute ? { href } : {}), ...others, rel: 'noopener noreferrer' } };
    },
  },
};

/**
 * Sanitising costs a quarter of a millisecond for a short paragraph and grows with the text, and the
 * same descriptions are shown again and again (every status page view, every /me): results are kept
 * in a least-recently-used cache bounded by the characters it holds. The policy is fixed for the
 * process, so a cached result is exactly what sanitising again would give.
 */
const cacheLimitChars = 2_000_000;
const cache = new Map<string, SafeHtml>();
let cachedChars = 0;

export function sanitiseHtml(html: string): SafeHtml {
  const hit = cache.get(html);
  if (hit !== undefined) {
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const clean = sanitizeHtml(html, policy) as SafeHtml;
  cache.set(html, clean);
  cachedChars += html.length + clean.length;
  for (const [input, output] of cache) {
    if (cachedChars <= cacheLimitChars) break;
    cache.delete(input);
    cachedChars -= input.length + output.length;
  }
  return clean;
}
