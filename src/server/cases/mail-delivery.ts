import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { brand } from '@/config/brand';
import { serverConfig } from '../config';
import { now } from '../clock';
import { log } from '../log';

/**
 * Sends one e-mail: over SMTP when SMTP_URL is set, otherwise as an .eml file in MAIL_OUTBOX_DIR
 * (development, tests and the demo read mails from there).
 *
 * Stand-in for the shared mail layer (src/server/mail/) that the account service brings: case
 * notifications only ever call `deliverMail`, so pointing them at the shared module is a one-line change.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type DeliverMail = (mail: OutgoingMail) => Promise<void>;

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

const from = () => ({ name: brand.name, address: brand.supportEmail });

export const deliverMail: DeliverMail = async (mail) => {
  const message = { from: from(), to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html };
  const smtpUrl = serverConfig.smtpUrl;
  if (smtpUrl) {
    await smtpTransport(smtpUrl).sendMail(message);
    return;
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  const outbox = serverConfig.mailOutboxDir;
  await fs.mkdir(outbox, { recursive: true });
  // Sortable by time; the random part keeps two mails of the same millisecond apart.
  const file = path.join(outbox, `${now().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, built.message as Buffer);
  log.info('mail written to outbox', { file });
};
