/**
 * The words of the cases (engine and back office): product names, case statuses, scout positions.
 * Like every module of this folder, free of the schema library, so screens can render with them
 * without loading the contracts themselves; texts for each word live in the locales.
 */
import type { DeadlineWarning } from '@/domain/deadlines/dismissal-claim-deadline';
export { isProductName, type ProductName, productNames } from '@/domain/products';

/** A check that a value is one of a list's words. */
const isOneOf =
  <Word extends string>(words: readonly Word[]) =>
  (value: unknown): value is Word =>
    typeof value === 'string' && (words as readonly string[]).includes(value);

/**
 * Where a case stands, in the order a case usually moves through them. Any status may follow any
 * other: a closed case can be reopened, and a case can skip steps (a settlement before any court).
 * Labels and standard descriptions: `cases:statuses.<status>`.
 */
export const caseStatuses = [
  'received',
  'documents_requested',
  'in_review',
  'claim_asserted',
  'negotiation',
  'court',
  'successful',
  'unsuccessful',
  'withdrawn',
] as const;

export type CaseStatus = (typeof caseStatuses)[number];

export const isCaseStatus = isOneOf(caseStatuses);

/** Statuses in which the provider's work on the case is over. */
export const closedStatuses: ReadonlySet<string> = new Set<CaseStatus>(['successful', 'unsuccessful', 'withdrawn']);

/**
 * Where a case-details scout stands on wide screens: beside the history (`left`, `right`) or below it
 * (`other`). Small screens stack everything by `mobile_position`.
 */
export const scoutPositions = ['left', 'right', 'other'] as const;

export type ScoutPosition = (typeof scoutPositions)[number];

/** How urgent a dismissal's deadline is (see deadlineStatus); texts `caseDeadline:warning.<warning>`. */
export const deadlineWarnings = ['ok', 'soon', 'urgent', 'passed'] as const satisfies readonly DeadlineWarning[];
