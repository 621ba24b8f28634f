/**
 * The receipt of a declaration, on a durable medium and at once (§ 356a BGB for a withdrawal, § 312k
 * Abs. 4 BGB for a cancellation): its content as received, the date and time it arrived, its receipt
 * number and what it did to the contract (or that staff match it by hand), in the declaration's
 * language, to the address the customer gave. A withdrawal's receipt states the compensation owed for
 * an early start (§ 357a Abs. 2 BGB). The team gets a short mail with the link to the back office; it
 * names no personal data. When a receipt went out is recorded, so a failed one shows in the back office.
 */
import { brand } from '@/basics/brand';
import { formatDateIn, formatTime } from '@/basics/calendar';
import { type Language, languageOrDefault } from '@/basics/language';
import { partnerLawFirm } from '@/basics/partner-law-firm';
import { isMembershipPlanName } from '@/domain/pricing/membership-plans';
import { isProductName, mandateOf } from '@/domain/products';
import { compensationText } from '@/domain/withdrawal/withdrawal';
import { routePath } from '@/routes';
import { productTitle } from '../cases/products';
import type { ContractDeclarationRow } from '../db/tables/declarations';
import { renderMail } from '../mail/layout';
import type { OutgoingMail } from '../mail/mailer';
import { pageUrl, portalUrl } from '../portal-links';
import { inWords, textsOf } from '../texts';
import { type NamedContract, withdrawalOpenUntil } from './named-contract';

const languageOf = (row: ContractDeclarationRow): Language => languageOrDefault(row.language);

const planTitle = (plan: string, language: Language) =>
  isMembershipPlanName(plan) ? textsOf(language, 'commissioning')(`memberships.titles.${plan}`) : plan;

/** What the contract a declaration took effect on says in the receipt. */
function effectOfWithdrawal(row: ContractDeclarationRow, contract: NamedContract | undefined, language: Language): string[] {
  const t = textsOf(language, 'declarations');
  if (row.state === 'to_review') return [t('mail.withdrawal.toReview')];
  if (row.state !== 'applied' || !contract) return [t('mail.withdrawal.unmatched')];
  const compensation = row.compensation ? [inWords(language, compensationText(row.compensation, language))] : [];
  if (contract.type === 'membership') {
    const { membership } = contract;
    return [t('mail.withdrawal.appliedMembership', { plan: planTitle(membership.plan, language), reference: membership.mandateReference, endsOn: formatDateIn(language, row.endsOn ?? '') }), ...compensation];
  }
  const product = contract.case.productName;
  const labour = isProductName(product) && mandateOf(product) === 'mandate-labour' && contract.order?.textVersion !== '2026-1';
  return [
    t('mail.withdrawal.appliedCase', { reference: contract.case.referenceNumber, product: isProductName(product) ? productTitle(product, language) : product }),
    ...(labour ? [t('mail.withdrawal.appliedLabour', { lawFirm: partnerLawFirm.name })] : []),
    ...compensation,
  ];
}

function effectOfCancellation(row: ContractDeclarationRow, contract: NamedContract | undefined, language: Language): string[] {
  const t = textsOf(language, 'declarations');
  if (row.state !== 'applied' || contract?.type !== 'membership') return [t('mail.cancellation.unmatched')];
  const { membership } = contract;
  const endsOn = formatDateIn(language, row.endsOn ?? membership.endsOn ?? '');
  // Applied to a membership that had ended before: the earlier declaration stands.
  if (membership.cancelledAt && membership.cancelledAt.getTime() !== row.receivedAt.getTime()) return [t('mail.cancellation.already', { endsOn })];
  if (membership.status === 'withdrawn') return [t('mail.cancellation.already', { endsOn })];
  const lines = [t('mail.cancellation.applied', { plan: planTitle(membership.plan, language), endsOn })];
  if (row.requestedEnd && row.endsOn && row.requestedEnd < row.endsOn) lines.push(t('mail.cancellation.moved', { requested: formatDateIn(language, row.requestedEnd) }));
  if (row.cancellationKind === 'extraordinary') lines.push(t('mail.cancellation.extraordinaryCheck'));
  return lines;
}

/** The receipt's mail; `followUp`: sent when staff matched a declaration later. */
export function composeReceipt(row: ContractDeclarationRow, contract: NamedContract | undefined, { followUp = false } = {}): OutgoingMail {
  const language = languageOf(row);
  const t = textsOf(language, 'declarations');
  const values = {
    receipt: row.receiptNumber,
    date: formatDateIn(language, row.receivedAt),
    time: formatTime(row.receivedAt),
    reference: row.contractReference,
    name: row.name,
    email: row.email,
  };
  const withdrawal = row.kind === 'withdrawal';
  const content = withdrawal
    ? t('mail.withdrawal.content', values)
    : t(row.cancellationKind === 'extraordinary' ? 'mail.cancellation.contentExtraordinary' : 'mail.cancellation.contentOrdinary', {
        ...values,
        end: row.requestedEnd ? t('mail.cancellation.endRequested', { requested: formatDateIn(language, row.requestedEnd) }) : t('mail.cancellation.endEarliest'),
        reason: row.cancellationReason ?? '',
      });
  const effect = withdrawal ? effectOfWithdrawal(row, contract, language) : effectOfCancellation(row, contract, language);
  // A cancellation within the withdrawal period offers the withdrawal, which ends the membership at once.
  const openUntil = withdrawal || followUp ? undefined : withdrawalOpenUntil(contract, row.receivedAt);
  const withdrawalOffer =
    openUntil && contract?.type === 'membership'
      ? { label: t('mail.cancellation.withdrawalAction'), url: pageUrl('contractWithdrawal', language, { reference: contract.membership.mandateReference }), until: formatDateIn(language, openUntil) }
      : undefined;
  const kind = withdrawal ? 'withdrawal' : 'cancellation';
  const subject = followUp ? t(`mail.${kind}.followUpSubject`, values) : t(`mail.${kind}.subject`, values);
  const paragraphs = followUp ? [t(`mail.${kind}.followUp`, values), ...effect, content] : [t(`mail.${kind}.intro`, values), content, ...effect];
  if (withdrawalOffer) paragraphs.push(t('mail.cancellation.withdrawalHint', { until: withdrawalOffer.until }));
  return {
    to: row.email,
    kind: `${kind}_receipt`,
    ...renderMail({
      language,
      subject,
      preheader: subject,
      paragraphs,
      ...(withdrawalOffer ? { action: { label: withdrawalOffer.label, url: withdrawalOffer.url } } : {}),
      notes: [t('mail.footer', values)],
    }),
  };
}

/** Tells the team, in German (the provider's working language): what arrived, its state, where to look. */
export function composeTeamMail(row: ContractDeclarationRow): OutgoingMail {
  const t = textsOf('de', 'declarations');
  const values = { kind: t(`mail.team.kinds.${row.kind === 'withdrawal' ? 'withdrawal' : 'cancellation'}`), receipt: row.receiptNumber, state: t(`mail.team.states.${row.state as 'applied'}`) };
  const subject = t('mail.team.subject', values);
  return {
    to: brand.supportEmail,
    kind: 'declaration_team',
    ...renderMail({
      language: 'de',
      subject,
      preheader: subject,
      paragraphs: [t('mail.team.intro', values), ...(row.state === 'applied' ? [] : [t('mail.team.check')])],
      action: { label: t('mail.team.action'), url: portalUrl(routePath('staffDeclarations', 'de')) },
      notes: [],
    }),
  };
}
