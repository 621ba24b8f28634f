import type { AccountFeesAnswer, AccountFeesQuestion } from '@/contracts/calculators';
import type { Bank } from '../banks/catalogue';

/**
 * Accounts opened from this day on: the fees were agreed in the contract at opening rather than raised
 * later by "tacit consent", the practice the BGH voided on 27 April 2021 (XI ZR 26/20). The cut-off is
 * the start of 2021, the funnel's range "2021 or later".
 */
export const FEES_AGREED_AT_OPENING_FROM = '2021-01-01';

/** The payout for an account-fee claim, as the provider markets it. */
export const ACCOUNT_FEE_PAYOUT_EUR = 20;

export function checkAccountFees(input: AccountFeesQuestion, bank: Pick<Bank, 'unprocessable'>): AccountFeesAnswer {
  if (bank.unprocessable) return { result: 'negative', reason: 'bank_unprocessable' };
  if (input.accountOpened >= FEES_AGREED_AT_OPENING_FROM) return { result: 'negative', reason: 'fees_agreed_at_opening' };
  return { result: 'positive', payout: ACCOUNT_FEE_PAYOUT_EUR };
}
