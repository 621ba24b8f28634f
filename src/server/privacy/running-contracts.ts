/**
 * An account's running contracts, as deleting it must treat them: the cases still being worked and the
 * memberships not yet over, each with how it would end if the customer ends it now. Deleting the
 * account must not silently drop them: a case may have a court deadline, a membership is paid by
 * direct debit. The customer chooses to end them (a withdrawal where the withdrawal period is open,
 * § 355, § 356a BGB; otherwise the mandate's termination, § 627 BGB, or the membership's ordinary
 * cancellation, § 309 Nr. 9 BGB) or to keep the account until they are over.
 */
import { dayInGermany } from '@/basics/calendar';
import type { RunningCase, RunningMembership } from '@/contracts/privacy';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import type { CaseEnding, MembershipEnding } from '@/contracts/vocabulary/privacy';
import { membershipEndsOn } from '@/domain/pricing/membership-term';
import type { CaseRow } from '../db/tables/cases';
import type { MembershipRow } from '../db/tables/memberships';
import type { OrderRow } from '../db/tables/orders';
import { withdrawalApplies } from '../declarations/named-contract';

export interface CaseOfAccount {
  case: CaseRow;
  order: OrderRow | undefined;
}

/** A case is running while the provider's work on it is not over. */
export const caseRuns = (row: CaseRow): boolean => !closedStatuses.has(row.status);

/** A membership runs while it is active, or cancelled with its last day still to come. */
export const membershipRuns = (row: MembershipRow, today: string): boolean =>
  row.status === 'active' || (row.status === 'cancelled' && row.endsOn !== null && row.endsOn >= today);

/** How a running case ends if the customer ends it at `at`. */
export function caseEnding({ case: row, order }: CaseOfAccount, at: Date): CaseEnding {
  return withdrawalApplies({ type: 'case', case: row, order }, at) ? 'withdrawal' : 'termination';
}

/** How a running membership ends if the customer ends it at `at`, and its last day then. */
export function membershipEnding(row: MembershipRow, at: Date): { ending: MembershipEnding; endsOn: string } {
  const today = dayInGermany(at);
  if (row.status !== 'active') return { ending: 'ends', endsOn: row.endsOn ?? today };
  if (withdrawalApplies({ type: 'membership', membership: row }, at)) return { ending: 'withdrawal', endsOn: today };
  return { ending: 'cancellation', endsOn: membershipEndsOn(row, today, 'ordinary') };
}

export interface RunningOfAccount {
  cases: (CaseOfAccount & { ending: CaseEnding })[];
  memberships: { membership: MembershipRow; ending: MembershipEnding; endsOn: string }[];
}

/** The running ones among an account's cases and memberships, each with how it would end at `at`. */
export function runningOfAccount(owned: CaseOfAccount[], memberships: MembershipRow[], at: Date): RunningOfAccount {
  const today = dayInGermany(at);
  return {
    cases: owned.filter((owned) => caseRuns(owned.case)).map((owned) => ({ ...owned, ending: caseEnding(owned, at) })),
    memberships: memberships.filter((row) => membershipRuns(row, today)).map((row) => ({ membership: row, ...membershipEnding(row, at) })),
  };
}

export const hasRunning = (running: RunningOfAccount): boolean => running.cases.length > 0 || running.memberships.length > 0;

/** The wire shape for the deletion page. */
export const runningCaseView = ({ case: row, ending }: RunningOfAccount['cases'][number]): RunningCase => ({
  reference_number: row.referenceNumber,
  product_name: row.productName,
  status: row.status,
  deadline_day: row.deadlineDay,
  ending,
});

export const runningMembershipView = ({ membership, ending, endsOn }: RunningOfAccount['memberships'][number]): RunningMembership => ({
  mandate_reference: membership.mandateReference,
  plan: membership.plan,
  ending,
  ends_on: endsOn,
});
