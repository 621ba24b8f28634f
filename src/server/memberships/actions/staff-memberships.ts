/**
 * The back office's memberships: each with its SEPA mandate (the IBAN masked), its debit schedule and
 * the withdrawals and cancellations about it, newest first or found by a search.
 */
import type { StaffMembership, WaitingMemberQuestion } from '@/contracts/staff-memberships';
import { inboxMemberQuestions, staffMembershipLimits } from '@/contracts/vocabulary/staff-memberships';
import { maskIban } from '@/domain/iban/iban';
import { getDatabase } from '../../db/client';
import { debitsOfMemberships } from '../stores/debit-store';
import { declarationsAboutMemberships, membershipsByIds, openDeclarationCount, searchMemberships } from '../stores/membership-store';
import { longestAwaitingQuestions, messagesOf, questionsAwaitingAnswer } from '../../messages/stores/message-store';
import { toCaseMessage } from '../../messages/presentation';

export async function membershipsForStaff(search: string): Promise<{ memberships: StaffMembership[]; open_declarations: number }> {
  const db = await getDatabase();
  const rows = await searchMemberships(db, search, staffMembershipLimits.listed);
  const ids = rows.map((row) => row.id);
  const [debits, declarations, open, awaiting, conversations] = await Promise.all([
    debitsOfMemberships(db, ids),
    declarationsAboutMemberships(db, rows),
    openDeclarationCount(db),
    questionsAwaitingAnswer(db, ids),
    // At most `staffMembershipLimits.listed` memberships, each with its few messages.
    Promise.all(ids.map((membershipId) => messagesOf(db, { membershipId }))),
  ]);
  return {
    open_declarations: open,
    memberships: rows.map((row, index) => ({
      mandate_reference: row.mandateReference,
      plan: row.plan,
      tariff: row.tariffId,
      monthly_price_cents: row.monthlyPriceCents,
      status: row.status,
      customer_name: row.customerName,
      email: row.email,
      signed_at: row.signedAt.toISOString(),
      early_start: row.earlyStart,
      starts_on: row.startsOn,
      minimum_term_ends_on: row.minimumTermEndsOn,
      ends_on: row.endsOn,
      mandate: { account_holder: row.accountHolder, holder_typed_name: row.holderTypedName, iban: maskIban(row.iban), creditor_identifier: row.creditorIdentifier, text_version: row.textVersion },
      debits: (debits.get(row.id) ?? []).map((debit) => ({
        sequence: debit.sequence,
        period_start: debit.periodStart,
        period_end: debit.periodEnd,
        due_on: debit.dueOn,
        amount_cents: debit.amountCents,
        status: debit.status,
        announced_at: debit.announcedAt?.toISOString() ?? null,
      })),
      declarations: (declarations.get(row.id) ?? []).map((declaration) => ({
        receipt_number: declaration.receiptNumber,
        kind: declaration.kind,
        state: declaration.state,
        received_at: declaration.receivedAt.toISOString(),
        ends_on: declaration.endsOn,
      })),
      messages: conversations[index].map(toCaseMessage),
      awaiting_answer_since: awaiting.get(row.id)?.toISOString() ?? null,
    })),
  };
}

/**
 * For the back office's inbox: the memberships whose member waits for the team's answer, the longest
 * waiting first (at most `inboxMemberQuestions`), and how many there are in all. Withdrawn memberships
 * too: a question asked before the withdrawal still deserves its answer.
 */
export async function waitingMemberQuestions(): Promise<{ waiting: WaitingMemberQuestion[]; total: number }> {
  const db = await getDatabase();
  const { waiting, total } = await longestAwaitingQuestions(db, inboxMemberQuestions);
  const rows = new Map((await membershipsByIds(db, waiting.map((item) => item.membershipId))).map((row) => [row.id, row]));
  return {
    total,
    waiting: waiting.flatMap(({ membershipId, since }) => {
      const row = rows.get(membershipId);
      return row ? [{ mandate_reference: row.mandateReference, plan: row.plan, status: row.status, customer_name: row.customerName, waiting_since: since.toISOString() }] : [];
    }),
  };
}
