/** What a proof link's token names (a case or a membership), and marking its address proven. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { type CaseRow, cases } from '../../db/tables/cases';
import { type MembershipRow, memberships } from '../../db/tables/memberships';

/** The case whose link carried the token with this hash, locked for the transaction. */
export async function caseOfProof(executor: DatabaseExecutor, proofHash: string): Promise<CaseRow | undefined> {
  const [row] = await executor.select().from(cases).where(eq(cases.emailProofHash, proofHash)).for('update');
  return row;
}

/** The membership whose confirmation mail carried the token with this hash, locked for the transaction. */
export async function membershipOfProof(executor: DatabaseExecutor, proofHash: string): Promise<MembershipRow | undefined> {
  const [row] = await executor.select().from(memberships).where(eq(memberships.emailProofHash, proofHash)).for('update');
  return row;
}

export async function markCaseProven(executor: DatabaseExecutor, id: number, at: Date): Promise<CaseRow> {
  const [row] = await executor.update(cases).set({ emailProvenAt: at }).where(eq(cases.id, id)).returning();
  return row;
}

/**
 * Proves the address of one case for the account that has it: a link to that mailbox was used (the
 * "set your password" link of the order that made the account). A case of another address, or one
 * proven already, stays as it is.
 */
export async function proveCaseOfAddress(executor: DatabaseExecutor, caseId: number, email: string, at: Date): Promise<void> {
  await executor
    .update(cases)
    .set({ emailProvenAt: at })
    .where(and(eq(cases.id, caseId), eq(cases.email, email), isNull(cases.emailProvenAt)));
}
