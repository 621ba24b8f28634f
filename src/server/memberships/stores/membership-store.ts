/** Reading memberships: a customer's by e-mail address, and the back office's list and search with the declarations about them. */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { normaliseEmail } from '@/basics/email-address';
import { openDeclarationStates } from '@/contracts/vocabulary/declarations';
import type { DatabaseExecutor } from '../../db/client';
import { type ContractDeclarationRow, contractDeclarations } from '../../db/tables/declarations';
import { type MembershipRow, memberships } from '../../db/tables/memberships';

/**
 * The memberships taken out with `email` that an account of the address may see, newest first: those
 * whose address was proven for them (anyone can type an address), and not those detached when an
 * earlier account of the address was deleted (the new one may be another's).
 */
export async function membershipsOfEmail(executor: DatabaseExecutor, email: string): Promise<MembershipRow[]> {
  return executor
    .select()
    .from(memberships)
    .where(and(eq(memberships.email, normaliseEmail(email)), isNull(memberships.detachedAt), isNotNull(memberships.emailProvenAt)))
    .orderBy(desc(memberships.signedAt), desc(memberships.id));
}

/** `%`, `_` and the escape character match themselves in a search. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The newest memberships, or those whose reference, e-mail address, member's or holder's name contains `search`. */
export async function searchMemberships(executor: DatabaseExecutor, search: string, limit: number): Promise<MembershipRow[]> {
  const text = search.trim();
  const contains = `%${literalPattern(text)}%`;
  const where = text
    ? or(ilike(memberships.mandateReference, contains), ilike(memberships.email, contains), ilike(memberships.customerName, contains), ilike(memberships.accountHolder, contains))
    : undefined;
  return executor.select().from(memberships).where(where).orderBy(desc(memberships.signedAt), desc(memberships.id)).limit(limit);
}

/**
 * The withdrawals and cancellations about these memberships: those that took effect on one or wait for
 * a check, and unmatched ones that name its mandate reference (from another address). By membership id.
 */
export async function declarationsAboutMemberships(executor: DatabaseExecutor, rows: MembershipRow[]): Promise<Map<number, ContractDeclarationRow[]>> {
  const result = new Map<number, ContractDeclarationRow[]>();
  if (rows.length === 0) return result;
  const byReference = new Map(rows.map((row) => [row.mandateReference, row.id]));
  const found = await executor
    .select()
    .from(contractDeclarations)
    .where(
      or(
        inArray(
          contractDeclarations.membershipId,
          rows.map((row) => row.id),
        ),
        and(eq(contractDeclarations.state, 'unmatched'), inArray(sql`upper(trim(${contractDeclarations.contractReference}))`, [...byReference.keys()])),
      ),
    )
    .orderBy(asc(contractDeclarations.receivedAt), asc(contractDeclarations.id));
  for (const declaration of found) {
    const id = declaration.membershipId ?? byReference.get(declaration.contractReference.trim().toUpperCase());
    if (id !== undefined) result.set(id, [...(result.get(id) ?? []), declaration]);
  }
  return result;
}

/** How many withdrawals and cancellations wait for staff (to match or to check). */
export async function openDeclarationCount(executor: DatabaseExecutor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(contractDeclarations)
    .where(inArray(contractDeclarations.state, [...openDeclarationStates]));
  return row.n;
}

/** The membership of a mandate reference (any case, surrounding spaces ignored), if there is one. */
export async function membershipByReference(executor: DatabaseExecutor, reference: string): Promise<MembershipRow | undefined> {
  const [row] = await executor.select().from(memberships).where(eq(memberships.mandateReference, reference.trim().toUpperCase()));
  return row;
}

/**
 * The membership's status, its row locked for the caller's transaction: a withdrawal (which locks the row
 * to change it) waits until the transaction has ended, and the transaction sees a withdrawal that came first.
 */
export async function lockedMembershipStatus(tx: DatabaseExecutor, id: number): Promise<MembershipRow['status'] | undefined> {
  const [row] = await tx.select({ status: memberships.status }).from(memberships).where(eq(memberships.id, id)).for('share');
  return row?.status;
}

/** The memberships of these ids (in no particular order). */
export async function membershipsByIds(executor: DatabaseExecutor, ids: number[]): Promise<MembershipRow[]> {
  if (ids.length === 0) return [];
  return executor.select().from(memberships).where(inArray(memberships.id, ids));
}
