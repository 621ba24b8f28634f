/**
 * The newsletter's own mails, in the language signed up in: the confirmation request of the double
 * opt-in (§ 7 Abs. 2 Nr. 2 UWG: no advertising mail without proven consent, so the first mail asks
 * and advertises nothing) and the welcome after confirming. Every mail carries the link to
 * unsubscribe (§ 7 Abs. 3 Nr. 4 UWG, Art. 7 Abs. 3 DSGVO: withdrawing consent as easy as giving it).
 */
import { brand } from '@/basics/brand';
import type { Language } from '@/basics/language';
import type { RenderedMail } from '../mail/layout';
import { renderMail } from '../mail/layout';
import { oneClickUnsubscribe } from '@/contracts/newsletter';
import { pageUrl, portalUrl } from '../portal-links';
import { textsOf } from '../texts';

/** The link every newsletter mail ends with; it only ever unsubscribes. */
export const unsubscribeUrl = (language: Language, unsubscribeId: string): string => pageUrl('newsletterUnsubscribe', language, { id: unsubscribeId });

/** Where a mailbox provider's one-click unsubscribe posts (RFC 8058). */
export const oneClickUnsubscribeUrl = (unsubscribeId: string): string => portalUrl(oneClickUnsubscribe.pathWith({ id: unsubscribeId }));

/**
 * The headers that let the mail program offer "unsubscribe" itself and do it in one click (RFC 2369,
 * RFC 8058; required by the large mailbox providers for bulk senders): the one-click address to post
 * to, and the page of the mail's own link for programs that only open a link.
 */
export const listUnsubscribeHeaders = (language: Language, unsubscribeId: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(unsubscribeId)}>, <${unsubscribeUrl(language, unsubscribeId)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function confirmationRequestMail(language: Language, token: string, unsubscribeId: string, validDays: number): RenderedMail {
  const t = textsOf(language, 'newsletter');
  return renderMail({
    language,
    subject: t('mail.confirmSubject'),
    preheader: t('mail.confirmPreheader', { brand: brand.name }),
    paragraphs: [t('mail.confirmIntro', { brand: brand.name })],
    action: { label: t('mail.confirmAction'), url: pageUrl('newsletterConfirmation', language, { token }) },
    notes: [t('mail.confirmValidity', { days: validDays }), `${t('mail.unsubscribe')} ${unsubscribeUrl(language, unsubscribeId)}`],
  });
}

export function welcomeMail(language: Language, unsubscribeId: string): RenderedMail {
  const t = textsOf(language, 'newsletter');
  return renderMail({
    language,
    subject: t('mail.welcomeSubject', { brand: brand.name }),
    preheader: t('mail.welcomePreheader'),
    paragraphs: [t('mail.welcomeIntro', { brand: brand.name })],
    notes: [`${t('mail.unsubscribe')} ${unsubscribeUrl(language, unsubscribeId)}`],
  });
}
