/**
 * The e-mail of a new membership, in the customer's language: the confirmation with the PDF (price,
 * term, cancellation, the SEPA mandate, terms and withdrawal information: the contract on a durable
 * medium, § 312f Abs. 2 BGB), with the links to cancel and to withdraw. Sent after the answer; a
 * failure is logged. A cancellation's receipt is a declaration's (src/server/declarations).
 */
import { brand } from '@/basics/brand';
import { formatDateIn } from '@/basics/calendar';
import { type Language, languageOrDefault } from '@/basics/language';
import { maskIban } from '@/domain/iban/iban';
import { formatCents } from '@/domain/pricing/price-texts';
import { isMembershipPlanName, type MembershipPlanName } from '@/domain/pricing/membership-plans';
import { commissioningTexts } from '../commissioning/texts';
import { orderConfirmationPdf } from '../commissioning/confirmation/confirmation-pdf';
import { providerDetails, type SepaCreditor } from '../commissioning/settings';
import { renderMail } from '../mail/layout';
import { sendMail } from '../mail/mailer';
import { pageUrl } from '../portal-links';
import { textsOf } from '../texts';
import type { MembershipRow } from '../db/tables/memberships';

export const languageOf = (row: MembershipRow): Language => languageOrDefault(row.language);

export function planOf(row: MembershipRow): MembershipPlanName {
  if (!isMembershipPlanName(row.plan)) throw new Error(`membership ${row.mandateReference} has no known plan`);
  return row.plan;
}

export const planTitle = (plan: MembershipPlanName, language: Language) => commissioningTexts(language)(`memberships.titles.${plan}`);

/**
 * `proofToken`: the address is not proven yet, so the membership has not started: the mail says so in
 * place of its dates, and its button is the link that proves the address and starts it.
 */
export async function sendMembershipConfirmation(row: MembershipRow, creditor: SepaCreditor, proofToken?: string): Promise<void> {
  const language = languageOf(row);
  const plan = planOf(row);
  const t = textsOf(language, 'memberships');
  const pdf = await orderConfirmationPdf({
    language,
    provider: providerDetails(),
    customer: { fullName: row.customerName, email: row.email },
    order: {
      kind: 'membership',
      plan,
      // The terms as agreed, which a later price list does not change.
      terms: {
        tariffs: [{ id: row.tariffId, title: row.tariffTitle, monthlyPriceCents: row.monthlyPriceCents }],
        minimumTermMonths: row.minimumTermMonths,
        noticePeriodMonths: row.noticePeriodMonths,
        preNotificationDays: row.preNotificationDays,
      },
      tariffId: row.tariffId,
      sepa: { creditor, mandateReference: row.mandateReference, accountHolder: row.accountHolder, holderTypedName: row.holderTypedName, iban: row.iban },
    },
    consent: { textVersion: row.textVersion, typedName: row.typedName, at: row.signedAt, ip: row.ip, userAgent: row.userAgent, earlyStart: row.earlyStart },
  });
  const values = {
    plan: planTitle(plan, language),
    tariff: row.tariffTitle[language],
    price: formatCents(row.monthlyPriceCents, language),
    startsOn: formatDateIn(language, row.startsOn),
    termEndsOn: row.minimumTermEndsOn ? formatDateIn(language, row.minimumTermEndsOn) : '',
    iban: maskIban(row.iban),
    creditorId: creditor.identifier,
    reference: row.mandateReference,
    holder: row.accountHolder,
  };
  const subject = t('mail.ordered.subject', values);
  await sendMail({
    to: row.email,
    kind: 'membership_confirmation',
    ...renderMail({
      language,
      firstName: row.customerName,
      subject,
      preheader: subject,
      paragraphs: [
        t('mail.ordered.intro', values),
        proofToken ? t('mail.ordered.pending') : t(row.minimumTermEndsOn ? 'mail.ordered.dates' : 'mail.ordered.datesWithoutTerm', values),
        // The mandate is the holder's: over another person's account the mail names who gave it.
        t(row.holderTypedName ? 'mail.ordered.mandateOfHolder' : 'mail.ordered.mandate', values),
        t('mail.ordered.preNotification', { count: row.preNotificationDays }),
        t('mail.ordered.use', { days: t('mail.ordered.useDays'), from: brand.supportHours.from, to: brand.supportHours.to, phone: brand.phone }),
        t('mail.ordered.attachment'),
        ...(proofToken ? [] : [t('mail.ordered.cancel')]),
      ],
      action: proofToken
        ? { label: t('mail.ordered.proofAction'), url: pageUrl('addressProof', language, { token: proofToken }) }
        : { label: t('mail.ordered.cancelAction'), url: pageUrl('membershipCancellation', language) },
      notes: [
        ...(proofToken ? [`${t('mail.ordered.cancel')} ${pageUrl('membershipCancellation', language)}`] : []),
        // The withdrawal function (§ 356a BGB), linked with this membership filled in.
        `${t('mail.ordered.withdraw')} ${pageUrl('contractWithdrawal', language, { reference: row.mandateReference })}`,
        t('mail.footer', values),
      ],
    }),
    attachments: [{ fileName: t('mail.ordered.fileName', values), content: pdf, mediaType: 'application/pdf' }],
  });
}

/**
 * The mail when a pending membership started because its address was proven: the dates its
 * confirmation could not name yet (start, end of the initial term), the debits' pre-notification, and
 * the links to cancel and, within the 14 days, to withdraw.
 */
export async function sendMembershipStarted(row: MembershipRow): Promise<void> {
  const language = languageOf(row);
  const t = textsOf(language, 'memberships');
  const values = {
    plan: planTitle(planOf(row), language),
    startsOn: formatDateIn(language, row.startsOn),
    termEndsOn: row.minimumTermEndsOn ? formatDateIn(language, row.minimumTermEndsOn) : '',
    reference: row.mandateReference,
  };
  const subject = t('mail.started.subject', values);
  await sendMail({
    to: row.email,
    kind: 'membership_started',
    ...renderMail({
      language,
      firstName: row.customerName,
      subject,
      preheader: subject,
      paragraphs: [
        t('mail.started.intro', values),
        t(row.minimumTermEndsOn ? 'mail.ordered.dates' : 'mail.ordered.datesWithoutTerm', values),
        t('mail.ordered.preNotification', { count: row.preNotificationDays }),
        t('mail.ordered.cancel'),
      ],
      action: { label: t('mail.ordered.cancelAction'), url: pageUrl('membershipCancellation', language) },
      notes: [`${t('mail.ordered.withdraw')} ${pageUrl('contractWithdrawal', language, { reference: row.mandateReference })}`, t('mail.footer', values)],
    }),
  });
}
