/**
 * The contract a declaration names: a case ordered (or opened) with us, or a membership; and what a
 * declaration needs to know of it (when it was concluded, whose it is, how it is referred to).
 */
import { type CalendarDay, dayInGermany } from '@/basics/calendar';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import { withdrawalPeriodEnds, withinWithdrawalPeriod } from '@/domain/withdrawal/withdrawal';
import type { CaseRow } from '../db/tables/cases';
import type { MembershipRow } from '../db/tables/memberships';
import type { OrderRow } from '../db/tables/orders';

export type NamedContract = { type: 'case'; case: CaseRow; order: OrderRow | undefined } | { type: 'membership'; membership: MembershipRow };

/** The day a contract was concluded, in Germany: the order's or membership's signature, else the case's opening. */
export function concludedOn(contract: NamedContract): string {
  if (contract.type === 'membership') return dayInGermany(contract.membership.signedAt);
  return dayInGermany(contract.order?.signedAt ?? contract.case.createdAt);
}

/**
 * Whether a withdrawal may take effect without a person looking at it first: within the withdrawal
 * period (§ 355 Abs. 2, § 356 BGB), on a case ordered online that is still being worked, or on an
 * active or pending membership.
 */
export function withdrawalApplies(contract: NamedContract, receivedAt: Date): boolean {
  if (!withinWithdrawalPeriod(concludedOn(contract), dayInGermany(receivedAt))) return false;
  if (contract.type === 'case') return Boolean(contract.order) && !closedStatuses.has(contract.case.status);
  // A pending membership (its address not proven yet) has not started, but the contract stands: it may be withdrawn.
  return contract.membership.status === 'active' || contract.membership.status === 'pending';
}

/** The e-mail address the contract belongs to (normalised). */
export const contractEmail = (contract: NamedContract): string => (contract.type === 'case' ? contract.case.email : contract.membership.email);

/** A case's reference number, a membership's mandate reference. */
export const contractReferenceOf = (contract: NamedContract): string => (contract.type === 'case' ? contract.case.referenceNumber : contract.membership.mandateReference);

/**
 * A cancellation received within the withdrawal period of the membership it names: the period's last
 * day, so the receipt and the page can offer the withdrawal instead, which ends it at once. Undefined
 * otherwise (a case, a withdrawn membership, a period that is over).
 */
export function withdrawalOpenUntil(contract: NamedContract | undefined, receivedAt: Date): CalendarDay | undefined {
  if (contract?.type !== 'membership' || contract.membership.status === 'withdrawn') return undefined;
  const last = withdrawalPeriodEnds(concludedOn(contract));
  return dayInGermany(receivedAt) <= last ? last : undefined;
}
