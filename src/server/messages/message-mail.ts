/**
 * The e-mail that tells a customer a caseworker has written: in the case's language, with a link to
 * the case page's conversation and nothing of the message itself, which may be confidential (a mail
 * passes servers and mailboxes the portal does not control).
 */
import type { Notification } from '@/contracts/backoffice';
import { caseLanguage, replyEmailOf } from '../cases/presentation';
import { caseMailValues } from '../cases/notifications';
import type { CaseRow } from '../db/tables/cases';
import { errorFields, log } from '../log';
import { type RenderedMail, renderMail } from '../mail/layout';
import { type OutgoingMail, sendMail } from '../mail/mailer';
import { portalUrl } from '../portal-links';
import { routePath } from '@/routes';
import { textsOf } from '../texts';

/** The conversation's place on the case page (the section's id). */
export const conversationAnchor = 'messages';

export function composeMessageNotification(row: CaseRow): RenderedMail {
  const language = caseLanguage(row);
  const t = textsOf(language, 'caseMail');
  const values = caseMailValues(row, language);
  const subject = t('message.subject', values);
  const url = `${portalUrl(routePath('caseStatus', language), { id: row.publicId })}#${conversationAnchor}`;
  return renderMail({
    language,
    subject,
    preheader: subject,
    paragraphs: [t('message.intro', values), t('message.confidential', values)],
    action: { label: t('message.action'), url },
    notes: [t('footer', values)],
  });
}

export async function sendMessageNotification(row: CaseRow, send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<Exclude<Notification, 'skipped'>> {
  try {
    await send({ to: row.email, replyTo: replyEmailOf(row), kind: 'case_message', ...composeMessageNotification(row) });
    return 'sent';
  } catch (error) {
    log.error('message notification failed', { reference: row.referenceNumber, ...errorFields(error) });
    return 'failed';
  }
}
