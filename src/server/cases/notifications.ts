/**
 * The e-mails a customer gets about a case, in the case's language, each with the link to the case's
 * status page: one when the case is opened, one for every new history entry. Replies go to the case's
 * reply address. The entry's description stays on the status page; the mail names only its title.
 */
import { brand } from '@/basics/brand';
import type { Language } from '@/basics/language';
import { errorFields, log } from '../log';
import { type RenderedMail, renderMail } from '../mail/layout';
import { type OutgoingMail, sendMail } from '../mail/mailer';
import { pageUrl } from '../portal-links';
import { caseLanguage, replyEmailOf } from './presentation';
import { isProductName } from '@/contracts/vocabulary/cases';
import { productTitle } from './products';
import type { CaseHistoryRow, CaseRow } from '../db/tables/cases';
import { textsOf } from '../texts';

export type CaseNotification =
  | { kind: 'created'; case: CaseRow }
  | { kind: 'historyEntry'; case: CaseRow; entry: CaseHistoryRow };

/** Whether the mail went out. Failing to send never undoes the change it reports. */
export type NotificationResult = 'sent' | 'failed';

/** What every case mail's texts may name: the reference, the product in the case's language, the brand, the address. */
export const caseMailValues = (row: CaseRow, language: Language) => ({
  reference: row.referenceNumber,
  product: isProductName(row.productName) ? productTitle(row.productName, language) : row.productName,
  brand: brand.name,
  email: row.email,
});

export function composeCaseNotification(notification: CaseNotification): RenderedMail {
  const row = notification.case;
  const language = caseLanguage(row);
  const t = textsOf(language, 'caseMail');
  const values = caseMailValues(row, language);
  const action = { label: t('statusLink'), url: pageUrl('caseStatus', language, { id: row.publicId }) };
  const closing = [t('footer', values), t('privacy')];
  if (notification.kind === 'created') {
    const subject = t('created.subject', values);
    return renderMail({
      language,
      subject,
      preheader: subject,
      paragraphs: [t('created.intro', values), t('created.next')],
      action,
      notes: [`${t('created.account', values)} ${pageUrl('signUp', language)}`, ...closing],
    });
  }
  const short = notification.entry.short;
  const subject = t('historyEntry.subject', { ...values, short });
  return renderMail({
    language,
    subject,
    preheader: short,
    paragraphs: [t('historyEntry.intro', values), short, t('historyEntry.next')],
    action,
    notes: closing,
  });
}

export async function sendCaseNotification(
  notification: CaseNotification,
  send: (mail: OutgoingMail) => Promise<void> = sendMail,
): Promise<NotificationResult> {
  try {
    await send({
      to: notification.case.email,
      replyTo: replyEmailOf(notification.case),
      kind: notification.kind === 'created' ? 'case_created' : 'case_history_entry',
      ...composeCaseNotification(notification),
    });
    return 'sent';
  } catch (error) {
    log.error('case notification failed', { kind: notification.kind, reference: notification.case.referenceNumber, ...errorFields(error) });
    return 'failed';
  }
}
