/**
 * The words of deleting an account with running contracts, free of the schema library so the deletion
 * page renders with them. Texts: `privacy:deletion.running.*`.
 */

/**
 * How a running case ends when the customer deletes the account and chooses to end it: a withdrawal
 * while the withdrawal period is open (§ 355, § 356a BGB, the withdrawal function), otherwise the
 * termination of the mandate (§ 627 BGB: a service of trust may be terminated at any time).
 */
export const caseEndings = ['withdrawal', 'termination'] as const;
export type CaseEnding = (typeof caseEndings)[number];

/**
 * How a running membership ends: a withdrawal while its period is open; otherwise its ordinary
 * cancellation (on the day its terms allow, § 309 Nr. 9 BGB); one already cancelled just ends on its day.
 */
export const membershipEndings = ['withdrawal', 'cancellation', 'ends'] as const;
export type MembershipEnding = (typeof membershipEndings)[number];

/** The customer's choice for the running contracts: end them now, or keep the account until they close. */
export const runningContractChoices = ['end', 'keep'] as const;
export type RunningContractChoice = (typeof runningContractChoices)[number];
