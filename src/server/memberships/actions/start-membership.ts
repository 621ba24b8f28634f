/**
 * A pending membership starts when the address it was taken out with proves itself
 * (src/server/address-proofs): from the day it would have started (after the withdrawal period, or at
 * once when an early start was asked for), but never before the day of the proof, with the debits
 * of its initial term from there.
 */
import { dayInGermany } from '@/basics/calendar';
import { membershipDates } from '@/domain/pricing/membership-term';
import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { type MembershipRow, memberships } from '../../db/tables/memberships';
import { scheduleDebits } from './debit-schedule';

/** Inside the proof's transaction; a membership that is not pending (withdrawn meanwhile, or started) only counts as proven. */
export async function startProvenMembership(tx: DatabaseExecutor, row: MembershipRow, at: Date): Promise<MembershipRow> {
  if (row.status !== 'pending') {
    const [proven] = await tx.update(memberships).set({ emailProvenAt: row.emailProvenAt ?? at }).where(eq(memberships.id, row.id)).returning();
    return proven;
  }
  const agreed = membershipDates(dayInGermany(row.signedAt), row, row.earlyStart).startsOn;
  const provenOn = dayInGermany(at);
  const dates = membershipDates(agreed > provenOn ? agreed : provenOn, row, true);
  const [started] = await tx
    .update(memberships)
    .set({ status: 'active', startsOn: dates.startsOn, minimumTermEndsOn: dates.minimumTermEndsOn ?? null, emailProvenAt: at })
    .where(eq(memberships.id, row.id))
    .returning();
  await scheduleDebits(tx, started, at);
  return started;
}
