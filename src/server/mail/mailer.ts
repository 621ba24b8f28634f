import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { brand } from '@/basics/brand';
import { serverConfig } from '../config';
import { runInBackground } from '../background-work';
import { log } from '../log';
import type { RenderedMail } from './layout';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** What the mail is for (`confirmation`, `password_reset` …), for logs and outbox file names. */
  kind: string;
  /** Where replies go; the brand's info mailbox unless a case has its own address. */
  replyTo?: string;
  /** Files sent along, e.g. an order's confirmation PDF. */
  attachments?: { fileName: string; content: Uint8Array; mediaType: string }[];
  /** Headers of the mail's own, e.g. a newsletter's `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** Sender: MAIL_FROM, or the brand's name and info mailbox. */
function sender(): string {
  const configured = process.env.MAIL_FROM?.trim();
  return configured || `"${brand.name.replace(/["\\]/g, '')}" <${brand.supportEmail}>`;
}

const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

const outboxTransport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * Sends a mail: over SMTP when SMTP_URL is set, otherwise as an .eml file in MAIL_OUTBOX_DIR, with its
 * links in the log so a developer (and the e2e tests) can follow them. Links carry one-time secrets,
 * which is why only the local outbox logs them.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const message: SendMailOptions = {
    from: sender(),
    replyTo: mail.replyTo ?? brand.supportEmail,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((file) => ({ filename: file.fileName, content: Buffer.from(file.content), contentType: file.mediaType })),
    // RFC 3834: tells autoresponders not to answer.
    headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' },
  };
  const smtpUrl = serverConfig.smtpUrl;
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(message);
    log.info('mail sent', { kind: mail.kind, messageId: info.messageId });
    return;
  }
  // Named before composing, so that file names sort in the order the mails were sent.
  const file = path.join(serverConfig.mailOutboxDir, outboxFileName(mail));
  const info = await outboxTransport.sendMail(message);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  log.info('mail written to outbox', { kind: mail.kind, to: mail.to, file, links: linksOf(mail.text) });
}

/**
 * Sends without making the request wait: answers that must not reveal whether an account exists
 * (reset request, confirmation re-send) take the same time either way, also with a slow SMTP server.
 * Failures are logged (`mail delivery failed`).
 */
export function sendMailInBackground(mail: OutgoingMail): void {
  runInBackground('mail delivery', () => sendMail(mail), { kind: mail.kind });
}

let sequence = 0;

/** `<time>-<sequence>_<kind>_<recipient>_<random>.eml`: sortable, and easy to find by address. */
function outboxFileName(mail: OutgoingMail): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  sequence = (sequence + 1) % 10_000;
  const recipient = mail.to.replace(/[^a-z0-9@._+-]/gi, '_');
  return `${stamp}-${String(sequence).padStart(4, '0')}_${mail.kind}_${recipient}_${randomBytes(3).toString('hex')}.eml`;
}

const linksOf = (text: string) => Array.from(new Set(text.match(/https?:\/\/\S+/g) ?? []));
