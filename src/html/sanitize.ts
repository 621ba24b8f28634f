import sanitizeHtml from 'sanitize-html';

/**
 * Server-provided HTML (case history descriptions, questionnaire content) is reduced to a small set of
 * text markup before the portal renders it: no scripts, no event handlers, no styles, and links only to
 * http(s), mailto and tel. Server side only (sanitize-html is too heavy for the browser bundle).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, options);
}
