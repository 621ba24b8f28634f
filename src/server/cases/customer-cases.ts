import type { Language } from '@/basics/language';
import { casesOfEmail, historiesOf } from './case-store';
import type { CustomerCase } from '@/contracts/accounts';
import { toCustomerCase } from './presentation';

/**
 * The cases of a customer for `/api/v1/me` (`overview.requests`): every case whose e-mail is exactly
 * the account's normalised e-mail, newest first, each with its history (newest first, sanitised).
 * The account service calls this only for confirmed accounts. Texts (product title, status
 * description) are in `language`, by default in each case's own language.
 */
export async function casesForCustomer(email: string, options: { language?: Language } = {}): Promise<CustomerCase[]> {
  const rows = await casesOfEmail(email);
  const histories = await historiesOf(rows.map((row) => row.id));
  return rows.map((row) => toCustomerCase({ case: row, history: histories.get(row.id) ?? [] }, options.language));
}
