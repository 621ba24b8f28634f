/**
 * The words of contract declarations (withdrawals and cancellations received without signing in), free
 * of the schema library so the back office's page renders with them; texts `staff:declarations.*`.
 */

/** A withdrawal (§ 356a BGB) or a membership's cancellation (§ 312k BGB). */
export const declarationKinds = ['withdrawal', 'cancellation'] as const;
export type DeclarationKind = (typeof declarationKinds)[number];

/**
 * Where a declaration stands: `applied` (it took effect on its contract), `to_review` (its contract was
 * found, but staff must check it: received after the withdrawal period, or the case was closed),
 * `unmatched` (no contract of this reference and e-mail address: staff match it by hand), `closed`
 * (staff found no contract of ours it could belong to).
 */
export const declarationStates = ['applied', 'to_review', 'unmatched', 'closed'] as const;
export type DeclarationState = (typeof declarationStates)[number];

/** The states that wait for staff. */
export const openDeclarationStates: readonly DeclarationState[] = ['to_review', 'unmatched'];

/** What the back office lists: the open ones, or all (the latest). */
export const declarationStateFilters = ['open', 'all'] as const;
export type DeclarationStateFilter = (typeof declarationStateFilters)[number];
