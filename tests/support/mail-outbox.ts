import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
// Relative: the e2e tests read the outbox too.
import { normaliseEmail } from '../../src/basics/email-address';

/** An e-mail from the development outbox (MAIL_OUTBOX_DIR), parsed as a mail client would. */
export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Links of the plain-text part, in order. */
  links: string[];
  attachments: { fileName: string; contentType: string; content: Buffer }[];
}

async function readMail(file: string): Promise<OutboxMail> {
  const parsed = await simpleParser(await fs.readFile(file));
  const text = parsed.text ?? '';
  const addresses = (value: typeof parsed.to) => (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
  return {
    file,
    to: addresses(parsed.to),
    from: addresses(parsed.from),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: text.match(/https?:\/\/\S+/g) ?? [],
    attachments: parsed.attachments.map((file) => ({ fileName: file.filename ?? '', contentType: file.contentType, content: file.content })),
  };
}

/**
 * Every mail in the outbox to `address` (all mails without it), oldest first. Addresses are compared
 * as the portal compares them: the parser shows an internationalised domain in Unicode.
 */
export async function outboxMails(dir: string, address?: string): Promise<OutboxMail[]> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((file) => readMail(path.join(dir, file))));
  return address ? mails.filter((mail) => normaliseEmail(mail.to) === normaliseEmail(address)) : mails;
}

/** The newest mail to `address`; fails when there is none. */
export async function lastMailTo(dir: string, address: string): Promise<OutboxMail> {
  const mails = await outboxMails(dir, address);
  if (mails.length === 0) throw new Error(`No mail to ${address} in ${dir}`);
  return mails[mails.length - 1];
}
