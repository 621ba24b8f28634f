import { brand } from '@/basics/brand';
import type { Language } from '@/basics/language';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import { type RenderedMail, renderMail } from '../mail/layout';
import { textsOf } from '../texts';

/**
 * The invitation to the back office, in the language the admin chose for the member: for someone new,
 * or (`reset`) for a member whose access an admin reset, who sets it up again with the same kind of link.
 */
export function staffInvitationMail(
  { name, role, language }: { name: string; role: StaffRole; language: Language },
  inviter: string | 'cli',
  link: string,
  validHours: number,
  reason: 'invitation' | 'reset' = 'invitation',
): RenderedMail {
  const t = textsOf(language, 'mail');
  const intro = reason === 'reset' ? 'staffInvitation.resetIntro' : 'staffInvitation.intro';
  return renderMail({
    language,
    firstName: name,
    subject: t('staffInvitation.subject', { brand: brand.name }),
    preheader: t('staffInvitation.preheader'),
    paragraphs: [t(intro, { brand: brand.name, role: t(`staffInvitation.roles.${role}`), inviter: inviter === 'cli' ? t('staffInvitation.cli') : inviter })],
    action: { label: t('staffInvitation.action'), url: link },
    notes: [t('staffInvitation.validity', { count: validHours }), t('staffInvitation.notYou')],
  });
}
