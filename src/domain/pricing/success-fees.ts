import type { ProductName } from '../products';

/**
 * What a customer pays when a commissioned case succeeds, per product. The price pages state the
 * kind of rule for each product ("commission based on the savings achieved", "you receive 20 EUR for
 * your claim"); the figures are configurable (price-list.ts). All amounts are gross, VAT included, as
 * prices for consumers must be (§ 3 Abs. 1 PAngV), and are whole cents.
 *
 * - `monthly_multiple`: a number of monthly savings. For a saving that recurs every month (rent
 *   brake, an averted rent increase) a share of "the saving" has no end, so the fee is counted in
 *   months of it: 4 months are a third of the first year's saving.
 * - `share`: a percentage of a one-off amount achieved (a severance, a repaid deposit, a back payment).
 * - `payout`: the provider buys the claim and pays the customer a fixed amount; the customer pays
 *   nothing (account fees).
 */
export type SuccessFeeRule =
  | { kind: 'monthly_multiple'; months: number }
  | { kind: 'share'; percent: number }
  | { kind: 'payout'; payoutCents: number };

export type SuccessFeeKind = SuccessFeeRule['kind'];

export const successFeeKindNames = ['monthly_multiple', 'share', 'payout'] as const satisfies readonly SuccessFeeKind[];

/** Which kind of rule each product has: the price pages fix it, so configuration cannot change it. */
export const successFeeKinds: Record<ProductName, SuccessFeeKind> = {
  'rent-brake': 'monthly_multiple',
  'rent-increase': 'monthly_multiple',
  deposit: 'share',
  'rent-reduction': 'share',
  'cosmetic-repairs': 'share',
  dismissal: 'share',
  'termination-agreement': 'share',
  'account-fees': 'payout',
  'premium-savings': 'share',
  'slow-internet': 'share',
};

/** Bounds a configured rule must keep; beyond them a figure is a typo, not a price. */
export const successFeeBounds = {
  /** 1–12 monthly savings: more than a year's saving would leave the customer nothing in year one. */
  months: { min: 1, max: 12 },
  /** Up to half of the amount achieved, in steps of 0.01 percent. */
  percent: { min: 0.01, max: 50 },
  /** Up to 1,000 EUR paid out for a claim. */
  payoutCents: { min: 1, max: 100_000 },
} as const;

export interface SuccessFee {
  /** What the customer pays on success. */
  feeCents: number;
  /** What the customer receives from the provider (a claim bought), 0 otherwise. */
  payoutCents: number;
}

/**
 * Largest amount a fee is computed for (1 million EUR); keeps every product of cents exact. The order
 * takes a calculator's figure only up to it (contracts/commissioning.ts), so every order's
 * confirmation can state its worked example.
 */
export const MAXIMUM_ACHIEVED_CENTS = 100_000_000;

/** The same bound in euros, as the order and the calculators state amounts. */
export const maximumAchievedEuros = MAXIMUM_ACHIEVED_CENTS / 100;

/**
 * The success fee for an amount achieved: the monthly saving for a `monthly_multiple` rule, the
 * one-off amount for a `share` rule; a `payout` rule needs none. Shares are rounded once, half up, to
 * whole cents.
 */
export function successFee(rule: SuccessFeeRule, achievedCents = 0): SuccessFee {
  if (rule.kind === 'payout') return { feeCents: 0, payoutCents: rule.payoutCents };
  if (!Number.isInteger(achievedCents) || achievedCents < 0 || achievedCents > MAXIMUM_ACHIEVED_CENTS) {
    throw new RangeError(`achieved amount must be whole cents from 0 to ${MAXIMUM_ACHIEVED_CENTS}, got ${achievedCents}`);
  }
  if (rule.kind === 'monthly_multiple') return { feeCents: achievedCents * rule.months, payoutCents: 0 };
  // The percentage has at most two decimals, so in basis points it is a whole number and the product
  // stays an exact integer far below 2^53; only the final division rounds.
  const basisPoints = Math.round(rule.percent * 100);
  return { feeCents: Math.round((achievedCents * basisPoints) / 10_000), payoutCents: 0 };
}
