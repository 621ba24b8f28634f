/**
 * The contract a declaration names: a case ordered (or opened) with us, or a membership; and what a
 * declaration needs to know of it (when it was concluded, whose it is, how it is referred to).
 */
import { dayInGermany } from '@/basics/calendar';
import type { CaseRow } from '../db/tables/cases';
import type { MembershipRow } from '../db/tables/memberships';
import type { OrderRow } from '../db/tables/orders';

export type NamedContract = { type: 'case'; case: CaseRow; order: OrderRow | undefined } | { type: 'membership'; membership: MembershipRow };

/** The day a contract was concluded, in Germany: the order's or membership's signature, else the case's opening. */
export function concludedOn(contract: NamedContract): string {
  if (contract.type === 'membership') return dayInGermany(contract.membership.signedAt);
  return dayInGermany(contract.order?.signedAt ?? contract.case.createdAt);
}

/** The e-mail address the contract belongs to (normalised). */
export const contractEmail = (contract: NamedContract): string => (contract.type === 'case' ? contract.case.email : contract.membership.email);

/** A case's reference number, a membership's mandate reference. */
export const contractReferenceOf = (contract: NamedContract): string => (contract.type === 'case' ? contract.case.referenceNumber : contract.membership.mandateReference);
