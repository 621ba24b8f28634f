/** Reading memberships: a customer's by e-mail address, and the back office's list and search. */
import { desc, eq } from 'drizzle-orm';
import { normaliseEmail } from '@/basics/email-address';
import type { DatabaseExecutor } from '../../db/client';
import { type MembershipRow, memberships } from '../../db/tables/memberships';

/** The memberships taken out with `email`, newest first. */
export async function membershipsOfEmail(executor: DatabaseExecutor, email: string): Promise<MembershipRow[]> {
  return executor.select().from(memberships).where(eq(memberships.email, normaliseEmail(email))).orderBy(desc(memberships.signedAt), desc(memberships.id));
}
