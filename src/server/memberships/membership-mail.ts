/**
 * The e-mail of a new membership, in the customer's language: the confirmation with the PDF (price,
 * term, cancellation, the SEPA mandate, terms and withdrawal information: the contract on a durable
 * medium, § 312f Abs. 2 BGB), with the links to cancel and to withdraw. Sent after the answer; a
 * failure is logged. A cancellation's receipt is a declaration's (src/server/declarations).
 */
import { brand } from '@/basics/brand';
import { formatDateIn } from '@/basics/calendar';
import { isLanguage, type Language } from '@/basics/language';
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

export const languageOf = (row: MembershipRow): Language => (isLanguage(row.language) ? row.language : 'de');

export function planOf(row: MembershipRow): MembershipPlanName {
  if (!isMembershipPlanName(row.plan)) throw new Error(`membership ${row.mandateReference} has no known plan`);
  return row.plan;
}

export const planTitle = (plan: MembershipPlanName, language: Language) => commissioningTexts(language)(`memberships.titles.${plan}`);

export async function sendMembershipConfirmation(row: MembershipRow, creditor: SepaCreditor): Promise<void> {
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
        t(row.minimumTermEndsOn ? 'mail.ordered.dates' : 'mail.ordered.datesWithoutTerm', values),
        // The mandate is the holder's: over another person's account the mail names who gave it.
        t(row.holderTypedName ? 'mail.ordered.mandateOfHolder' : 'mail.ordered.mandate', values),
        t('mail.ordered.preNotification', { count: row.preNotificationDays }),
        t('mail.ordered.use', { days: t('mail.ordered.useDays'), from: brand.supportHours.from, to: brand.supportHours.to, phone: brand.phone }),
        t('mail.ordered.attachment'),
        t('mail.ordered.cancel'),
      ],
      action: { label: t('mail.ordered.cancelAction'), url: pageUrl('membershipCancellation', language) },
      // The withdrawal function (§ 356a BGB), linked with this membership filled in.
      notes: [`${t('mail.ordered.withdraw')} ${pageUrl('contractWithdrawal', language, { reference: row.mandateReference })}`, t('mail.footer', values)],
    }),
    attachments: [{ fileName: t('mail.ordered.fileName', values), content: pdf, mediaType: 'application/pdf' }],
  });
}
