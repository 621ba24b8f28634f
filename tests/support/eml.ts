import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the .eml files of a mail outbox (nodemailer's output) well enough for tests: headers, with
 * MIME encoded words decoded, and the text/plain part, with its transfer encoding undone.
 */
export interface OutboxMail {
  file: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function partBody(raw: string, contentType: string): string {
  const boundaryMatch = /boundary="?([^";]+)"?/i.exec(raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' '));
  const parts = boundaryMatch ? raw.split(`--${boundaryMatch[1]}`) : [raw];
  for (const part of parts) {
    const [head, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const headers = headersOf(head);
    if (!(headers.get('content-type') ?? '').toLowerCase().startsWith(contentType)) continue;
    const body = rest.join('\n\n');
    const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    return body;
  }
  return '';
}

export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const headers = headersOf(raw.split(/\r?\n\r?\n/, 1)[0]);
      return {
        file,
        to: decodeWords(headers.get('to') ?? ''),
        replyTo: decodeWords(headers.get('reply-to') ?? ''),
        subject: decodeWords(headers.get('subject') ?? ''),
        text: partBody(raw, 'text/plain'),
        html: partBody(raw, 'text/html'),
      };
    });
}

/** The mails sent to `address` (latest last). */
export const mailsTo = (dir: string, address: string) => readOutbox(dir).filter((mail) => mail.to.includes(address));
