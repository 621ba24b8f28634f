/**
 * The e-mails of a member's conversation with the team, like a case's (src/server/messages): the team
 * hears that a member has written, the member that an answer waits. Neither holds the message itself,
 * which may be confidential (a mail passes servers the portal does not control), only the membership
 * and a link: the back office's memberships page, found by the mandate reference, or the member's
 * conversation in the customer account.
 */
import { routePath } from '@/routes';
import type { Notification } from '@/contracts/backoffice';
import { serverConfig } from '../config';
import type { MembershipRow } from '../db/tables/memberships';
import { errorFields, log } from '../log';
import { type RenderedMail, renderMail } from '../mail/layout';
import { type OutgoingMail, sendMail } from '../mail/mailer';
import { pageUrl, portalUrl } from '../portal-links';
import { textsOf } from '../texts';
import { languageOf, planOf, planTitle } from './membership-mail';

/** The team's mail, in German (the provider's working language), to the caseworkers' mailbox. */
export function composeMemberQuestionMail(row: MembershipRow): RenderedMail {
  const t = textsOf('de', 'memberships');
  const values = { plan: planTitle(planOf(row), 'de'), reference: row.mandateReference };
  const subject = t('mail.question.subject', values);
  return renderMail({
    language: 'de',
    subject,
    preheader: subject,
    paragraphs: [t('mail.question.intro', values), t('mail.question.confidential')],
    action: { label: t('mail.question.action'), url: portalUrl(routePath('staffMemberships', 'de'), { q: row.mandateReference }) },
    notes: [],
  });
}

/** Tells the team; a failure is logged by the caller's background work, the message stays stored. */
export async function notifyTeamOfQuestion(row: MembershipRow, send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<void> {
  await send({ to: serverConfig.caseworkersEmail, kind: 'member_question', ...composeMemberQuestionMail(row) });
}

/** The member's mail, in the membership's language, with the link to the conversation. */
export function composeAnswerMail(row: MembershipRow): RenderedMail {
  const language = languageOf(row);
  const t = textsOf(language, 'memberships');
  const values = { plan: planTitle(planOf(row), language), reference: row.mandateReference };
  const subject = t('mail.answer.subject', values);
  return renderMail({
    language,
    firstName: row.customerName,
    subject,
    preheader: subject,
    paragraphs: [t('mail.answer.intro', values), t('mail.answer.confidential')],
    action: { label: t('mail.answer.action'), url: pageUrl('membershipQuestions', language, { reference: row.mandateReference }) },
    notes: [t('mail.footer', values)],
  });
}

export async function sendAnswerNotification(row: MembershipRow, send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<Exclude<Notification, 'skipped'>> {
  try {
    await send({ to: row.email, kind: 'membership_answer', ...composeAnswerMail(row) });
    return 'sent';
  } catch (error) {
    log.error('membership answer notification failed', { reference: row.mandateReference, ...errorFields(error) });
    return 'failed';
  }
}
