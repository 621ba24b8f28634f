import type { Language } from '@/basics/language';
import type { CustomerCase } from '@/contracts/accounts';
import { now } from '../clock';
import { caseDeadline } from '../commissioning/case-deadline';
import { ordersOfCases } from '../commissioning/case-orders';
import { casesOfEmail, historiesOf } from './case-store';
import { toCustomerCase } from './presentation';

/**
 * The cases of a customer for `/api/v1/me` (`overview.requests`): every case whose e-mail is exactly
 * the account's normalised e-mail, newest first, each with its history (newest first, sanitised) and,
 * for a dismissal ordered online, its deadline as of today. The account service calls this only for
 * confirmed accounts. Texts (product title, status description) are in `language`, by default in
 * each case's own language.
 */
export async function casesForCustomer(email: string, options: { language?: Language } = {}): Promise<CustomerCase[]> {
  const rows = await casesOfEmail(email);
  const ids = rows.map((row) => row.id);
  const [histories, orders] = await Promise.all([historiesOf(ids), ordersOfCases(ids)]);
  const at = now();
  return rows.map((row) => toCustomerCase({ case: row, history: histories.get(row.id) ?? [] }, options.language, caseDeadline(row, orders.get(row.id), at)));
}
