import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { e2eMailDir } from './environment';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function readMail(file: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(fs.readFileSync(file));
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  const text = parsed.text ?? '';
  return { to, subject: parsed.subject ?? '', text, links: Array.from(text.matchAll(/https?:\/\/\S+/g), (m) => m[0]) };
}

/**
 * Waits until the server's mail outbox holds a message to `recipient` whose subject matches, and
 * returns the newest one. Mails are .eml files in the e2e server's MAIL_OUTBOX_DIR.
 */
export async function waitForMail(recipient: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(e2eMailDir)
      ? fs
          .readdirSync(e2eMailDir)
          .filter((file) => file.endsWith('.eml'))
          .map((file) => path.join(e2eMailDir, file))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
      : [];
    for (const file of files) {
      const mail = await readMail(file);
      if (mail.to.toLowerCase().includes(recipient.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail that starts with `prefix` (e.g. the portal's confirmation endpoint). */
export function linkStartingWith(mail: ReceivedMail, prefix: string): string {
  const link = mail.links.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
