/**
 * The team's mail when a customer deletes an account with running contracts, to the caseworkers'
 * mailbox in German, the provider's working language: which cases and memberships ran, and what the
 * customer chose for each (ended by a withdrawal, the mandate's termination or a cancellation; or kept
 * until they are over, the account deleted then). Cases are named by reference and product, their
 * status and deadline, never by what the customer wrote: that stays in the back office.
 */
import { formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import type { CaseStatus } from '@/contracts/vocabulary/cases';
import type { CaseEnding, MembershipEnding, RunningContractChoice } from '@/contracts/vocabulary/privacy';
import { isMembershipPlanName } from '@/domain/pricing/membership-plans';
import { routePath } from '@/routes';
import { caseMailValues } from '../cases/notifications';
import { statusLabel } from '../cases/statuses';
import { serverConfig } from '../config';
import type { CaseRow } from '../db/tables/cases';
import type { MembershipRow } from '../db/tables/memberships';
import { renderMail } from '../mail/layout';
import type { OutgoingMail } from '../mail/mailer';
import { planTitle } from '../memberships/membership-mail';
import { portalUrl } from '../portal-links';
import { textsOf } from '../texts';

/** The team reads German. */
const teamLanguage: Language = 'de';

/** A running contract and what became of it with the deletion: ended (with the declaration's receipt, if one was made), or kept. */
export type EndedContract =
  | { type: 'case'; case: CaseRow; ending: CaseEnding | 'kept'; receipt: string | null }
  | { type: 'membership'; membership: MembershipRow; ending: MembershipEnding | 'kept'; endsOn: string | null; receipt: string | null };

function line(contract: EndedContract): string {
  const t = textsOf(teamLanguage, 'caseMail');
  const receipt = contract.receipt ? t('accountDeletion.receipt', { receipt: contract.receipt }) : '';
  if (contract.type === 'case') {
    const row = contract.case;
    const deadline = row.deadlineDay ? t('accountDeletion.deadline', { date: formatDateIn(teamLanguage, row.deadlineDay) }) : '';
    return t('accountDeletion.caseLine', {
      reference: row.referenceNumber,
      product: caseMailValues(row, teamLanguage).product,
      status: statusLabel(row.status as CaseStatus, teamLanguage),
      deadline,
      what: t(`accountDeletion.case.${contract.ending}`),
      receipt,
    });
  }
  const { membership } = contract;
  return t('accountDeletion.membershipLine', {
    reference: membership.mandateReference,
    plan: isMembershipPlanName(membership.plan) ? planTitle(membership.plan, teamLanguage) : membership.plan,
    what: t(`accountDeletion.membership.${contract.ending}`, { date: contract.endsOn ? formatDateIn(teamLanguage, contract.endsOn) : '' }),
    receipt,
  });
}

export function composeDeletionTeamMail({ choice, contracts, at }: { choice: RunningContractChoice; contracts: EndedContract[]; at: Date }): OutgoingMail {
  const t = textsOf(teamLanguage, 'caseMail');
  const subject = t(`accountDeletion.subject.${choice}`, { count: contracts.length });
  const mail = renderMail({
    language: teamLanguage,
    subject,
    preheader: subject,
    paragraphs: [t(`accountDeletion.intro.${choice}`, { date: formatDateIn(teamLanguage, at) }), ...contracts.map(line), t(`accountDeletion.next.${choice}`)],
    action: { label: t('accountDeletion.action'), url: portalUrl(routePath('staffAuditLog', teamLanguage)) },
    notes: [t('accountDeletion.confidential')],
  });
  return { to: serverConfig.caseworkersEmail, kind: 'account_deletion', ...mail };
}
