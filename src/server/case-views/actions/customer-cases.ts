import type { Language } from '@/basics/language';
import type { CustomerCase } from '@/contracts/accounts';
import { now } from '../../clock';
import { caseDeadline } from '../../cases/case-deadline';
import { ordersOfCases } from '../../cases/stores/case-orders';
import { providerMessagesAwaitingReply, unreadMessageCounts } from '../../messages/stores/message-store';
import { casesOfEmail, historiesOf } from '../../cases/stores/case-store';
import { toCustomerCase } from '../../cases/presentation';

/**
 * The cases of a customer for `/api/v1/me` (`overview.requests`): every case whose e-mail is exactly
 * the account's normalised e-mail, newest first, each with its history (newest first, sanitised) and,
 * for a dismissal ordered online, its deadline as of today, how many of the provider's messages
 * the customer has not opened yet, and since when the provider waits for the customer's answer. The account service calls this only for
 * confirmed accounts. Texts (product title, status description) are in `language`, by default in
 * each case's own language.
 */
export async function casesForCustomer(email: string, options: { language?: Language } = {}): Promise<CustomerCase[]> {
  const rows = await casesOfEmail(email);
  const ids = rows.map((row) => row.id);
  const [histories, orders, unread, awaiting] = await Promise.all([historiesOf(ids), ordersOfCases(ids), unreadMessageCounts(ids), providerMessagesAwaitingReply(ids)]);
  const at = now();
  return rows.map((row) => ({
    ...toCustomerCase({ case: row, history: histories.get(row.id) ?? [] }, options.language, caseDeadline(row, orders.get(row.id), at)),
    unread_messages: unread.get(row.id) ?? 0,
    awaiting_reply_since: awaiting.get(row.id)?.toISOString() ?? null,
  }));
}
