/**
 * The signed-in customer's memberships for the dashboard: those taken out with the account's e-mail
 * address once it is confirmed (as with cases, an unconfirmed address proves nothing), each with the
 * next debit not yet collected and, while it is open, the withdrawal period's last day.
 */
import { dayInGermany } from '@/basics/calendar';
import type { OwnMembership } from '@/contracts/memberships';
import { withdrawalPeriodEnds } from '@/domain/withdrawal/withdrawal';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import type { User } from '../../db/tables/accounts';
import type { MembershipDebitRow, MembershipRow } from '../../db/tables/memberships';
import { membershipSummary } from '../presentation';
import { debitsOfMemberships } from '../stores/debit-store';
import { membershipsOfEmail } from '../stores/membership-store';
import { membershipConversationSizes } from '../../messages/stores/message-store';

/** The first debit of the schedule still to be collected on `today`. */
const nextDebit = (debits: MembershipDebitRow[], today: string) => debits.find((debit) => debit.status !== 'cancelled' && debit.dueOn >= today);

export function ownMembership(row: MembershipRow, debits: MembershipDebitRow[], at: Date, questions = { messages: 0, unread: 0 }): OwnMembership {
  const today = dayInGermany(at);
  const next = row.status === 'withdrawn' ? undefined : nextDebit(debits, today);
  const lastDay = withdrawalPeriodEnds(dayInGermany(row.signedAt));
  return {
    ...membershipSummary(row),
    ends_on: row.endsOn,
    notice_period_months: row.noticePeriodMonths,
    pre_notification_days: row.preNotificationDays,
    next_debit: next
      ? { due_on: next.dueOn, amount_cents: next.amountCents, period_start: next.periodStart, period_end: next.periodEnd, announced: next.status === 'announced' }
      : null,
    withdrawal_until: row.status !== 'withdrawn' && today <= lastDay ? lastDay : null,
    questions,
  };
}

export async function ownMemberships(user: User): Promise<OwnMembership[]> {
  if (!user.confirmedAt) return [];
  const db = await getDatabase();
  const rows = await membershipsOfEmail(db, user.email);
  const ids = rows.map((row) => row.id);
  const [debits, conversations] = await Promise.all([debitsOfMemberships(db, ids), membershipConversationSizes(db, ids)]);
  const at = now();
  return rows.map((row) => ownMembership(row, debits.get(row.id) ?? [], at, conversations.get(row.id)));
}
