/** The SQL of deleting an account: its row under lock, its cases with their orders, the deletions that wait. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { type User, users } from '../../db/tables/accounts';
import { cases } from '../../db/tables/cases';
import { orders } from '../../db/tables/orders';
import type { CaseOfAccount } from '../running-contracts';

/** The account's row, locked for the transaction; undefined once it is gone. */
export async function lockedAccount(tx: DatabaseExecutor, userId: number): Promise<User | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * The account's cases with their orders: those of its address that the address is proven for, as the
 * dashboard shows them; none while the account's address is unconfirmed (it proves nothing). A case a
 * stranger ordered with the address stays apart from the account, in its deletion too.
 */
export async function casesOfAccount(executor: DatabaseExecutor, user: Pick<User, 'email' | 'confirmedAt'>): Promise<CaseOfAccount[]> {
  if (!user.confirmedAt) return [];
  const rows = await executor.select().from(cases).leftJoin(orders, eq(orders.caseId, cases.id)).where(and(eq(cases.email, user.email), isNotNull(cases.emailProvenAt)));
  return rows.map((row) => ({ case: row.cases, order: row.orders ?? undefined }));
}

export async function markDeletionRequested(tx: DatabaseExecutor, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ deletionRequestedAt: at }).where(eq(users.id, userId));
}

/** The accounts whose deletion waits for their running contracts to end. */
export async function accountsAwaitingDeletion(executor: DatabaseExecutor): Promise<User[]> {
  return executor.select().from(users).where(isNotNull(users.deletionRequestedAt));
}
