/**
 * The memberships sold for a monthly price (not per case): tenant protection with the lawyer hotline
 * and the employment protection plan. Paid monthly in advance by SEPA direct debit.
 *
 * Term and cancellation follow § 309 Nr. 9 BGB for contracts with consumers: an initial term of at
 * most two years, a notice period of at most one month, and after the initial term the contract runs
 * on indefinitely and can be cancelled at any time with that notice. Contracts concluded online must
 * also be cancellable online through a cancellation button (§ 312k BGB).
 */
export const membershipPlanNames = ['tenant-protection', 'employment-protection'] as const;

export type MembershipPlanName = (typeof membershipPlanNames)[number];

export const isMembershipPlanName = (value: unknown): value is MembershipPlanName =>
  typeof value === 'string' && (membershipPlanNames as readonly string[]).includes(value);

/** One price of a plan (the price pages state one, `basic`; a plan may offer several). */
export interface MembershipTariff {
  /** Stable identifier, e.g. `basic` (a slug: lowercase letters, digits, dashes). */
  id: string;
  /** The tariff's name as customers read it. */
  title: { de: string; en: string };
  monthlyPriceCents: number;
}

/**
 * A plan's tariffs and terms as the price list sets them. The plan as a visitor reads it, in one
 * language, is the wire shape `MembershipPlan` (contracts/membership-plans.ts).
 */
export interface MembershipPlanTerms {
  /** At least one; the price pages state one price per plan, so the price list in force has one tariff each (price-list.ts). */
  tariffs: MembershipTariff[];
  /** Initial term in months (0 = none: cancellable from the start). */
  minimumTermMonths: number;
  /** Notice period in months (0 or 1), to the end of the initial term or, after it, at any time. */
  noticePeriodMonths: number;
  /**
   * Days before a debit the customer is told of it (SEPA pre-notification). The SEPA rulebook's
   * default is 14 calendar days unless the contract agrees a shorter period, as the terms do.
   */
  preNotificationDays: number;
}

export const membershipPlanBounds = {
  monthlyPriceCents: { min: 1, max: 100_000 },
  minimumTermMonths: { min: 0, max: 24 },
  noticePeriodMonths: { min: 0, max: 1 },
  preNotificationDays: { min: 1, max: 14 },
} as const;

export const cheapestTariff = (plan: MembershipPlanTerms): MembershipTariff =>
  plan.tariffs.reduce((cheapest, tariff) => (tariff.monthlyPriceCents < cheapest.monthlyPriceCents ? tariff : cheapest));
