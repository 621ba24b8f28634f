import type { Bank } from '../banks/catalogue';

/**
 * Accounts opened from this day on: the fees were agreed in the contract at opening rather than raised
 * later by "tacit consent", the practice the BGH voided on 27 April 2021 (XI ZR 26/20). Issue 7 sets the
 * cut-off at the start of 2021 (the funnel's range "2021 or later").
 */
export const FEES_AGREED_AT_OPENING_FROM = '2021-01-01';

/** The payout for an account-fee claim (spec section 1). */
export const ACCOUNT_FEE_PAYOUT_EUR = 20;

export interface AccountFeesInput {
  bankName: string;
  /** YYYY-MM-DD; the funnel sends the end date of the chosen range. */
  accountOpened: string;
}

export type AccountFeesResult =
  | { result: 'negative'; reason: 'bank_unprocessable' | 'fees_agreed_at_opening' }
  | { result: 'positive'; payout: number };

export function checkAccountFees(input: AccountFeesInput, bank: Pick<Bank, 'unprocessable'>): AccountFeesResult {
  if (bank.unprocessable) return { result: 'negative', reason: 'bank_unprocessable' };
  if (input.accountOpened >= FEES_AGREED_AT_OPENING_FROM) return { result: 'negative', reason: 'fees_agreed_at_opening' };
  return { result: 'positive', payout: ACCOUNT_FEE_PAYOUT_EUR };
}
