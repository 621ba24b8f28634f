/**
 * The pre-notification of a membership's direct debit (SEPA Core Rulebook; the period the terms agree):
 * amount, due day, the month it pays for, the account, the creditor identifier and the mandate
 * reference, in the member's language. It goes to the member's address; when someone else holds the
 * account, it names them and asks the member to pass it on.
 */
import { type CalendarDay, dayInGermany, formatDateIn } from '@/basics/calendar';
import { formatEuro } from '@/basics/numbers';
import { sameName } from '@/contracts/rules';
import { maskIban } from '@/domain/iban/iban';
import { withdrawalPeriodEnds } from '@/domain/withdrawal/withdrawal';
import { renderMail } from '../mail/layout';
import { sendMail } from '../mail/mailer';
import { pageUrl } from '../portal-links';
import { textsOf } from '../texts';
import { languageOf, planOf, planTitle } from './membership-mail';
import type { MembershipDebitRow, MembershipRow } from '../db/tables/memberships';

export async function sendDebitNotice(membership: MembershipRow, debit: MembershipDebitRow, dueOn: CalendarDay, today: CalendarDay): Promise<void> {
  const language = languageOf(membership);
  const t = textsOf(language, 'memberships');
  const date = (day: CalendarDay) => formatDateIn(language, day);
  const values = {
    plan: planTitle(planOf(membership), language),
    // A debit's amount always with its cents, as the bank statement shows it.
    amount: formatEuro(debit.amountCents / 100, language),
    dueOn: date(dueOn),
    scheduled: date(debit.dueOn),
    from: date(debit.periodStart),
    to: date(debit.periodEnd),
    iban: maskIban(membership.iban),
    holder: membership.accountHolder,
    creditorId: membership.creditorIdentifier,
    reference: membership.mandateReference,
    count: membership.preNotificationDays,
  };
  const withdrawalEnds = withdrawalPeriodEnds(dayInGermany(membership.signedAt));
  const subject = t('mail.debitNotice.subject', values);
  await sendMail({
    to: membership.email,
    kind: 'debit_pre_notification',
    ...renderMail({
      language,
      firstName: membership.customerName,
      subject,
      preheader: subject,
      paragraphs: [
        t('mail.debitNotice.intro', values),
        ...(dueOn !== debit.dueOn ? [t('mail.debitNotice.moved', values)] : []),
        t('mail.debitNotice.account', values),
        ...(sameName(membership.accountHolder, membership.customerName) ? [] : [t('mail.debitNotice.holder', values)]),
        t('mail.debitNotice.lead', values),
      ],
      action: { label: t('mail.debitNotice.action'), url: pageUrl('dashboard', language) },
      notes: [
        ...(today <= withdrawalEnds ? [`${t('mail.debitNotice.withdraw', { date: date(withdrawalEnds) })} ${pageUrl('contractWithdrawal', language, { reference: membership.mandateReference })}`] : []),
        `${t('mail.debitNotice.cancel')} ${pageUrl('membershipCancellation', language)}`,
        t('mail.footer', values),
      ],
    }),
  });
}
