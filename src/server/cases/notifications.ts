import { brand } from '@/config/brand';
import { errorFields, log } from '../log';
import { caseStatusUrl, signUpUrl } from './links';
import { type DeliverMail, deliverMail } from './mail-delivery';
import { caseLanguage, replyEmailOf } from './presentation';
import { isProductName, productTitle } from './products';
import type { CaseHistoryRow, CaseRow } from './schema';
import { mailText } from './translate';

/**
 * The e-mails a customer gets about a case, in the case's language, each with the link to the case's
 * status page: one when the case is opened, one for every new history entry. Replies go to the case's
 * reply address. The entry's description stays on the status page; the mail names only its title.
 */
export type CaseNotification =
  | { kind: 'created'; case: CaseRow }
  | { kind: 'historyEntry'; case: CaseRow; entry: CaseHistoryRow };

/** Whether the mail went out. Failing to send never undoes the change it reports. */
export type NotificationResult = 'sent' | 'failed';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface Paragraph {
  text: string;
  /** Shown as a link (button in HTML) below the text. */
  link?: { label: string; url: string };
}

function render(language: string, paragraphs: Paragraph[]): { text: string; html: string } {
  const text = paragraphs
    .map(({ text: body, link }) => (link ? `${body}\n${link.url}` : body))
    .join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: Arial, sans-serif; color: #17202b; line-height: 1.5;">`,
    ...paragraphs.map(({ text: body, link }) =>
      [
        `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`,
        link
          ? `<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 16px; background: #0a5757; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(link.label)}</a></p>`
          : '',
      ].join(''),
    ),
    '</body></html>',
  ].join('\n');
  return { text: `${text}\n`, html };
}

export function composeCaseNotification(notification: CaseNotification) {
  const row = notification.case;
  const language = caseLanguage(row);
  const t = mailText(language);
  const values = {
    reference: row.referenceNumber,
    product: isProductName(row.productName) ? productTitle(row.productName, language) : row.productName,
    brand: brand.name,
    email: row.email,
  };
  const statusLink = { label: t('statusLink'), url: caseStatusUrl(row.publicId, language) };
  const closing: Paragraph[] = [
    { text: t('footer', values) },
    { text: t('privacy') },
    { text: t('signature', values) },
  ];
  if (notification.kind === 'created') {
    return {
      subject: t('created.subject', values),
      ...render(language, [
        { text: `${t('greeting')}\n${t('created.intro', values)}` },
        { text: t('created.next'), link: statusLink },
        { text: t('created.account', values), link: { label: signUpUrl(language), url: signUpUrl(language) } },
        ...closing,
      ]),
    };
  }
  const short = notification.entry.short;
  return {
    subject: t('historyEntry.subject', { ...values, short }),
    ...render(language, [
      { text: `${t('greeting')}\n${t('historyEntry.intro', values)}\n${short}` },
      { text: t('historyEntry.next'), link: statusLink },
      ...closing,
    ]),
  };
}

export async function sendCaseNotification(notification: CaseNotification, deliver: DeliverMail = deliverMail): Promise<NotificationResult> {
  try {
    await deliver({ to: notification.case.email, replyTo: replyEmailOf(notification.case), ...composeCaseNotification(notification) });
    return 'sent';
  } catch (error) {
    log.error('case notification failed', { kind: notification.kind, reference: notification.case.referenceNumber, ...errorFields(error) });
    return 'failed';
  }
}
