import type { PriceList } from './price-list';

/**
 * The prices that apply unless the operator configures others (PRICE_LIST_FILE, docs/commissioning.md).
 *
 * Stated on the price pages, and checked against src/domain/marketing-figures.ts at start-up:
 * - account fees: the customer receives 20 EUR for the claim and pays nothing;
 * - tenant protection: from 8 EUR a month; employment protection plan: 1 EUR a month.
 *
 * Not stated there (the pages say "commission based on the amount achieved, the exact figure before
 * you commission us"), so these are defaults the provider must confirm before going live:
 * - rent brake and rent increase: 4 monthly savings, a third of the first year's saving;
 * - every other claim: 30 percent of the amount achieved;
 * - memberships: an initial term of 12 months, one month's notice, pre-notification of a debit 5 days
 *   ahead.
 */
export const defaultPriceList: PriceList = {
  successFees: {
    'rent-brake': { kind: 'monthly_multiple', months: 4 },
    'rent-increase': { kind: 'monthly_multiple', months: 4 },
    deposit: { kind: 'share', percent: 30 },
    'rent-reduction': { kind: 'share', percent: 30 },
    'cosmetic-repairs': { kind: 'share', percent: 30 },
    dismissal: { kind: 'share', percent: 30 },
    'termination-agreement': { kind: 'share', percent: 30 },
    'account-fees': { kind: 'payout', payoutCents: 2000 },
    'premium-savings': { kind: 'share', percent: 30 },
    'slow-internet': { kind: 'share', percent: 30 },
  },
  memberships: {
    'tenant-protection': {
      tariffs: [{ id: 'basic', title: { de: 'Basis', en: 'Basic' }, monthlyPriceCents: 800 }],
      minimumTermMonths: 12,
      noticePeriodMonths: 1,
      preNotificationDays: 5,
    },
    'employment-protection': {
      tariffs: [{ id: 'basic', title: { de: 'Basis', en: 'Basic' }, monthlyPriceCents: 100 }],
      minimumTermMonths: 12,
      noticePeriodMonths: 1,
      preNotificationDays: 5,
    },
  },
};
