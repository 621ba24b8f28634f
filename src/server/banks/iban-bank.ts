import { germanSortCode } from '@/domain/iban/iban';
import { now } from '../clock';
import { sortCodeTable } from './bundesbank-data';
import { catalogueName } from './catalogue';
import { type UnprocessableReason, unprocessableReason } from './unprocessable';

/** The bank of a German IBAN, from the Bundesbank's sort-code file in force today. */
export interface IbanBank {
  sortCode: string;
  bic: string;
  /** The institute's name in the sort-code file, e.g. "Commerzbank". */
  bundesbankName: string;
  /** The name the bank search shows for it (its brand), e.g. "comdirect". */
  name: string;
  unprocessable: boolean;
  reason?: UnprocessableReason;
}

export type IbanBankLookup = { found: true; bank: IbanBank } | { found: false; problem: 'not_german' | 'unknown_sort_code' };

/**
 * Looks up the bank behind a valid German IBAN (check it with checkIban first). The account-fee claim
 * refuses an IBAN whose bank cannot be processed, exactly as the bank search marks it. A sort code the
 * file does not list cannot belong to a real account, even when the check digits match.
 */
export function bankOfIban(iban: string, at: Date = now()): IbanBankLookup {
  const sortCode = germanSortCode(iban);
  if (!sortCode) return { found: false, problem: 'not_german' };
  const entry = sortCodeTable(at)[sortCode];
  if (!entry) return { found: false, problem: 'unknown_sort_code' };
  const [bundesbankName, bic] = entry;
  const name = catalogueName(bundesbankName);
  const reason = unprocessableReason(name);
  return { found: true, bank: { sortCode, bic, bundesbankName, name, unprocessable: reason !== undefined, ...(reason ? { reason } : {}) } };
}
