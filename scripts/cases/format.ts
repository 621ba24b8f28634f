import { formatDate } from '../../src/basics/calendar';
import type { BackofficeCase, ListedCase } from '../../src/contracts/backoffice';

/** Cases as the back office answers them, for people at a terminal (`--json` prints them as they are). */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML, for a terminal. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/ul|\/ol|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name])
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

const indent = (text: string, by: string) => text.split('\n').join(`\n${by}`);

export function formatCase(item: BackofficeCase): string {
  const lines = [
    `Case ${item.reference_number}: ${item.product_title} (${item.product_name})`,
    `  Customer     ${item.email} (writes in ${item.language})`,
    `  Status       ${item.status_label} (${item.status})`,
    `               ${indent(item.status_description, '               ')}${item.custom_status_description ? ' [own text]' : ''}`,
    `  Reply to     ${item.reply_email}`,
    `  Opened       ${formatDate(item.created_at)}, last change ${formatDate(item.updated_at)}`,
    `  Status page  ${item.status_page_url}`,
    '',
    `History (${item.history.length}, newest first)`,
  ];
  for (const entry of item.history) {
    lines.push(`  ${formatDate(entry.date)}  ${entry.short}`);
    const text = htmlToText(entry.description);
    if (text) lines.push(`              ${indent(text, '              ')}`);
  }
  return lines.join('\n');
}

export function formatCaseLine(item: ListedCase): string {
  return [item.reference_number, formatDate(item.created_at), item.status.padEnd(19), item.product_name.padEnd(21), item.email].join('  ');
}
