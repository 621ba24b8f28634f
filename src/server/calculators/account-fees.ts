import type { AccountFeesAnswer, AccountFeesQuestion } from '@/contracts/calculators';
import type { CalendarDay } from '@/basics/calendar';
import { feeRefundClaim } from '@/domain/account-fees/fee-refund-claim';
import { marketingFigures } from '@/domain/marketing-figures';
import type { Bank } from '../banks/catalogue';

/** What the provider pays for an account-fee claim: the figure the price pages state. */
export const ACCOUNT_FEE_PAYOUT_EUR = marketingFigures.accountFeePayout;

/**
 * The account-fee check (src/domain/account-fees): a bank without consumer accounts first, then
 * whether fees were raised without an express yes and which of their refunds are not yet time-barred
 * on `today` in Germany.
 */
export function checkAccountFees(input: AccountFeesQuestion, bank: Pick<Bank, 'unprocessable'>, today: CalendarDay): AccountFeesAnswer {
  if (bank.unprocessable) return { result: 'negative', reason: 'bank_unprocessable' };
  const claim = feeRefundClaim(input, today);
  if (!claim.claimable) return claim.reason === 'time_barred' ? { result: 'negative', reason: 'time_barred', firstYear: claim.firstYear, until: claim.until } : { result: 'negative', reason: claim.reason };
  const { claimable: _claimable, ...figures } = claim;
  return { result: 'positive', payout: ACCOUNT_FEE_PAYOUT_EUR, ...figures };
}
