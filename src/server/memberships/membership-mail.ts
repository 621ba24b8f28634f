/**
 * The e-mails of a membership, in the customer's language: the confirmation with the PDF (price,
 * term, cancellation, the SEPA mandate, terms and withdrawal information: the contract on a durable
 * medium, § 312f Abs. 2 BGB), and the confirmation of a cancellation with the date and time it was
 * received (§ 312k Abs. 4 BGB). Both are sent after the answer; a failure is logged.
 */
import { formatDateIn, formatTime } from '@/basics/calendar';
import { isLanguage, type Language } from '@/basics/language';
import { maskIban } from '@/domain/iban/iban';
import { formatCents } from '@/domain/pricing/price-texts';
import { isSubscriptionPlanName, type SubscriptionPlanName } from '@/domain/pricing/subscription-plans';
import { commissioningTexts } from '../commissioning/texts';
import { orderConfirmationPdf } from '../commissioning/confirmation/confirmation-pdf';
import { providerDetails, type SepaCreditor } from '../commissioning/settings';
import { renderMail } from '../mail/layout';
import { sendMail } from '../mail/mailer';
import { pageUrl } from '../portal-links';
import { textsOf } from '../texts';
import type { MembershipRow } from '../db/tables/memberships';

const languageOf = (row: MembershipRow): Language => (isLanguage(row.language) ? row.language : 'de');

function planOf(row: MembershipRow): SubscriptionPlanName {
  if (!isSubscriptionPlanName(row.plan)) throw new Error(`membership ${row.mandateReference} has no known plan`);
  return row.plan;
}

const planTitle = (plan: SubscriptionPlanName, language: Language) => commissioningTexts(language)(`subscriptions.titles.${plan}`);

/** When the cancellation arrived, as people in Germany read it (24-hour time in both languages). */
const receivedAt = (at: Date, language: Language) => ({ date: formatDateIn(language, at), time: formatTime(at) });

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
      sepa: { creditor, mandateReference: row.mandateReference, accountHolder: row.accountHolder, iban: row.iban },
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
        t('mail.ordered.mandate', values),
        t('mail.ordered.attachment'),
        t('mail.ordered.cancel'),
      ],
      action: { label: t('mail.ordered.cancelAction'), url: pageUrl('membershipCancellation', language) },
      notes: [t('mail.footer', values)],
    }),
    attachments: [{ fileName: t('mail.ordered.fileName', values), content: pdf, mediaType: 'application/pdf' }],
  });
}

export async function sendCancellationConfirmation(row: MembershipRow): Promise<void> {
  const language = languageOf(row);
  const t = textsOf(language, 'memberships');
  if (!row.cancelledAt || !row.endsOn) throw new Error(`membership ${row.mandateReference} is not cancelled`);
  const values = {
    plan: planTitle(planOf(row), language),
    reference: row.mandateReference,
    ...receivedAt(row.cancelledAt, language),
    endsOn: formatDateIn(language, row.endsOn),
    reason: row.cancellationReason ?? '',
  };
  const subject = t('mail.cancelled.subject', values);
  const extraordinary = row.cancellationKind === 'extraordinary';
  await sendMail({
    to: row.email,
    kind: 'membership_cancellation',
    ...renderMail({
      language,
      firstName: row.customerName,
      subject,
      preheader: subject,
      paragraphs: [
        t('mail.cancelled.intro', values),
        t(extraordinary ? 'mail.cancelled.extraordinary' : 'mail.cancelled.ordinary', values),
        ...(extraordinary && row.cancellationReason ? [t('mail.cancelled.reason', values)] : []),
      ],
      notes: [t('mail.footer', values)],
    }),
  });
}
