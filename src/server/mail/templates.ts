/** The account e-mails, in the customer's language. Links come finished from the caller. */
import { brand } from '@/basics/brand';
import { formatDate, formatTime } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { type RenderedMail, renderMail } from './layout';
import { textsOf } from '../texts';

interface Recipient {
  /** Left out for addresses whose owner has not confirmed them: the mail greets without a name. */
  firstName?: string;
  language: Language;
}

export function confirmationMail({ firstName, language }: Recipient, link: string, validDays: number): RenderedMail {
  const t = textsOf(language, 'mail');
  return renderMail({
    language,
    firstName,
    subject: t('confirmation.subject'),
    preheader: t('confirmation.preheader'),
    paragraphs: [t('confirmation.intro', { brand: brand.name })],
    action: { label: t('confirmation.action'), url: link },
    notes: [t('confirmation.validity', { count: validDays }), t('confirmation.notYou', { brand: brand.name })],
  });
}

export function passwordResetMail({ firstName, language }: Recipient, link: string, validHours: number): RenderedMail {
  const t = textsOf(language, 'mail');
  return renderMail({
    language,
    firstName,
    subject: t('passwordReset.subject'),
    preheader: t('passwordReset.preheader'),
    paragraphs: [t('passwordReset.intro', { brand: brand.name })],
    action: { label: t('passwordReset.action'), url: link },
    notes: [t('passwordReset.validity', { count: validHours }), t('passwordReset.notYou')],
  });
}

/** Tells the owner about a new password, so a reset they did not make does not go unnoticed. */
export function passwordChangedMail({ firstName, language }: Recipient, changedAt: Date, signInLink: string): RenderedMail {
  const t = textsOf(language, 'mail');
  return renderMail({
    language,
    firstName,
    subject: t('passwordChanged.subject'),
    preheader: t('passwordChanged.preheader'),
    paragraphs: [t('passwordChanged.intro', { brand: brand.name, date: formatDate(changedAt), time: formatTime(changedAt) })],
    action: { label: t('passwordChanged.action'), url: signInLink },
    notes: [t('passwordChanged.notYou')],
  });
}
