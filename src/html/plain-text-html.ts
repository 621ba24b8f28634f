/**
 * A caseworker's plain text as the HTML a provider's message is stored in: every character escaped,
 * blank lines between paragraphs, single line breaks kept. Pure, so the browser can use it too.
 */
import { escapeHtml } from './escape-html';

export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
