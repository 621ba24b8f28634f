/**
 * What a calculator hands to the product's order funnel, so that the customer is not asked twice: the
 * inputs it was given, under the funnel's question ids, and its figure (a monthly saving, a severance)
 * for the fee's worked example. Kept in this tab's session storage only: the funnel follows the call to
 * action directly, and an address or a salary need not outlive the visit.
 */
import { maximumAchievedEuros } from '@/domain/pricing/success-fees';
import type { ProductName } from '@/domain/products';
import { readMiniFunnelCookie } from './mini-funnel-values';

export interface OrderPrefill {
  /** Question id → the answer as the customer would type it. */
  answers: Record<string, string>;
  /** The calculator's figure in euros. */
  calculatedAmount?: number;
}

const storageKey = (product: ProductName) => `order-prefill:${product}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (a privacy setting): the funnel simply starts empty.
    return undefined;
  }
}

export function writeOrderPrefill(product: ProductName, prefill: OrderPrefill): void {
  try {
    storage()?.setItem(storageKey(product), JSON.stringify(prefill));
  } catch {
    // A full or blocked storage only costs the prefill.
  }
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((inner) => typeof inner === 'string');

/**
 * The prefill for a product's funnel: what its calculator left, and for account fees the bank-fee mini
 * funnel's answers cookie (the bank, and the end of the range the account was opened in as an
 * approximate day).
 */
export function readOrderPrefill(product: ProductName): OrderPrefill {
  const prefill: OrderPrefill = { answers: {} };
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(storageKey(product)) ?? 'null');
    if (typeof stored === 'object' && stored !== null) {
      const { answers, calculatedAmount } = stored as Partial<OrderPrefill>;
      if (isTextRecord(answers)) prefill.answers = { ...answers };
      // A figure beyond what fees are computed for gets no worked example, rather than a refused order.
      if (typeof calculatedAmount === 'number' && Number.isFinite(calculatedAmount) && calculatedAmount >= 0 && calculatedAmount <= maximumAchievedEuros) {
        prefill.calculatedAmount = calculatedAmount;
      }
    }
  } catch {
    // Unreadable leftovers are no prefill.
  }
  if (product === 'account-fees') {
    const mini = readMiniFunnelCookie();
    if (mini) {
      prefill.answers.bank ??= mini.bankName;
      if (/^\d{4}-\d{2}-\d{2}$/.test(mini.accountOpenedRange)) prefill.answers['account-opened'] ??= mini.accountOpenedRange;
    }
  }
  return prefill;
}
