import type { Language } from '@/i18n/language';
import { casesOfEmail, historiesOf } from './case-store';
import { type CustomerRequest, toCustomerRequest } from './presentation';

/**
 * The cases of a customer for `/api/v1/me` (`overview.requests`): every case whose e-mail is exactly
 * the account's normalised e-mail, newest first, each with its history (newest first, sanitised).
 * The account service calls this only for confirmed accounts. Texts (product title, status
 * description) are in `language`, by default in each case's own language.
 */
export async function casesForCustomer(email: string, options: { language?: Language } = {}): Promise<CustomerRequest[]> {
  const rows = await casesOfEmail(email);
  const histories = await historiesOf(rows.map((row) => row.id));
  return rows.map((row) => toCustomerRequest({ case: row, history: histories.get(row.id) ?? [] }, options.language));
}
