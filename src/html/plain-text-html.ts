/**
 * A caseworker's plain text as the HTML a provider's message is stored in: every character escaped,
 * blank lines between paragraphs, single line breaks kept. Pure, so the browser can use it too.
 */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escaped(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
