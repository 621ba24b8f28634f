import type { MembershipRow } from '../db/tables/memberships';

/** A membership as every answer about it starts: its reference, plan and tariff, price, status and dates. */
export const membershipSummary = (row: MembershipRow) => ({
  mandate_reference: row.mandateReference,
  plan: row.plan,
  tariff: row.tariffId,
  monthly_price_cents: row.monthlyPriceCents,
  status: row.status,
  starts_on: row.startsOn,
  minimum_term_ends_on: row.minimumTermEndsOn,
});
