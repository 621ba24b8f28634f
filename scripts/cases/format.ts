import { formatDate } from '../../src/basics/calendar';
import type { BackofficeCase, CaseOrder, ListedCase, OrderAnswer } from '../../src/contracts/backoffice';
import type { CaseDocument } from '../../src/contracts/case-documents';
import type { CaseMessage } from '../../src/contracts/messages';
import { answerInWords } from '../../src/domain/funnels/answer-in-words';

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

/** A size as people read it: bytes, kB or MB (1,000-based, as the upload limit is stated). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** An instant in German time, with the exact UTC instant beside it (what the mandate record proves). */
export function formatInstant(iso: string): string {
  const german = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  return `${german} (German time; ${iso})`;
}

/** An answer's value for a terminal, in the words the portal shows (German notation); a choice with the value a command takes. */
export function formatAnswerValue(item: OrderAnswer, documents: CaseDocument[]): string {
  if (item.type === 'document') {
    const files = documents.filter((document) => item.documents.includes(document.id));
    return files.length ? files.map((document) => `${document.file_name} [${document.id}]`).join(', ') : '(none)';
  }
  // The words the summary, the confirmation PDF and the back office use (src/domain/funnels/answer-in-words.ts).
  if (typeof item.text === 'string') return item.type === 'choice' ? `${item.text} (${item.value})` : item.text;
  const words = answerInWords({ type: item.type, value: item.value, choiceLabel: item.value_label, unit: item.unit }, 'de');
  if (words === undefined) return '–';
  return item.type === 'choice' && item.value_label ? `${words} (${item.value})` : words;
}

export function formatDocumentLine(document: CaseDocument): string {
  return `  ${document.id}  ${document.category.padEnd(20)}  ${document.media_type.padEnd(15)}  ${formatSize(document.size_bytes).padStart(8)}  ${document.file_name}`;
}

/** The order's answers, the mandate record and the documents, after the case itself. */
export function formatOrder(order: CaseOrder | null, documents: CaseDocument[]): string {
  const lines: string[] = [];
  if (!order) lines.push('Order: none (opened by the back office, not ordered online)');
  else {
    const width = Math.min(48, Math.max(...order.answers.map((item) => item.label.length)));
    lines.push('Answers');
    for (const item of order.answers) {
      lines.push(`  ${item.label.padEnd(width)}  ${indent(formatAnswerValue(item, documents), ' '.repeat(width + 4))}`);
    }
    const { mandate } = order;
    lines.push(
      '',
      'Mandate and consent',
      `  Customer       ${mandate.customer_name}`,
      `  Typed name     ${mandate.typed_name}`,
      `  Signed         ${formatInstant(mandate.signed_at)}`,
      `  Text version   ${mandate.text_version}`,
      `  IP address     ${mandate.ip}`,
      `  Browser        ${mandate.user_agent}`,
      `  Early start    ${mandate.early_start ? 'yes: the customer asked us to start before the withdrawal period ends' : 'no'}`,
      `  Confirmation   ${order.confirmation_file_name} (download <reference> confirmation)`,
    );
  }
  lines.push('', `Documents (${documents.length})`);
  if (documents.length === 0) lines.push('  none');
  lines.push(...documents.map(formatDocumentLine));
  return lines.join('\n');
}

/** A conversation for the terminal: who wrote when, the text, the documents by id (for `download`). */
export function formatMessages(list: CaseMessage[]): string {
  return list
    .map((item) => {
      const who = item.author === 'customer' ? 'Customer' : `Provider${item.unread ? ' (unread by the customer)' : ''}`;
      const lines = [`${formatInstant(item.created_at)}  ${who}`, `  ${indent(item.author === 'customer' ? item.text : htmlToText(item.text), '  ')}`];
      for (const document of item.documents) lines.push(formatDocumentLine(document));
      return lines.join('\n');
    })
    .join('\n\n');
}
