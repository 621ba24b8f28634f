/**
 * Deleting an account (GDPR Art. 17), confirmed by the password.
 *
 * In one transaction under the account's row lock: every case of the account goes with its history,
 * documents, answers and review; of a case ordered online, the order's record is first copied apart
 * (retained_records, see retention.ts), without the e-mail address and any link to an account; then
 * the account goes, and with it its sessions and reset links. The address is free for a new sign-up
 * at once, and a new account with it finds nothing of the old one.
 *
 * Memberships are not part of the account: each is a running contract paid by direct debit, ended by
 * its cancellation (the cancellation page), and kept by its own rules; the customer is told so before
 * deleting. They are detached from the address's accounts: a new account with it never sees them.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { orderAnswers } from '../../cases/order-presentation';
import { now } from '../../clock';
import { orders } from '../../db/tables/orders';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { log } from '../../log';
import { assertNotLocked, clearFailedSignIns, countAttempt, recordFailedSignIn } from '../../accounts/abuse-limits';
import { verifyPassword } from '../../accounts/passwords';
import { users } from '../../db/tables/accounts';
import { type AuthenticatedSession, noSession } from '../../accounts/stores/sessions';
import { cases } from '../../db/tables/cases';
import { mandateRecordJson } from '../order-record';
import { orderRecordRetainUntil, stillRetained } from '../retention';
import { retainedRecords } from '../../db/tables/retained-records';
import { memberships } from '../../db/tables/memberships';

export async function deleteAccount(session: AuthenticatedSession, password: string, ip: string): Promise<{ retained: number }> {
  const { user } = session;
  // The password is checked as at sign-in: the same limits and lock, so a session alone gives no more guesses.
  await countAttempt('signIn', ip, user.email);
  await assertNotLocked(user.email);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailedSignIn(user.email);
    throw DomainError.of('wrong_password', 'current_password');
  }
  await clearFailedSignIns(user.email);

  const db = await getDatabase();
  const at = now();
  const retained = await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // Deleted meanwhile by another request: this one has nothing left to delete.
    if (!current) throw noSession();
    const owned = user.confirmedAt ? await tx.select().from(cases).where(eq(cases.email, user.email)) : [];
    const ids = owned.map((row) => row.id);
    const caseOf = new Map(owned.map((row) => [row.id, row]));
    // An order whose period has run out already has no ground to be kept: it goes with its case.
    const ordered = (ids.length > 0 ? await tx.select().from(orders).where(inArray(orders.caseId, ids)) : [])
      .map((order) => {
        const row = caseOf.get(order.caseId)!;
        return { order, row, retainUntil: orderRecordRetainUntil({ orderedAt: order.signedAt, caseStatus: row.status, caseUpdatedAt: row.updatedAt }) };
      })
      .filter((kept) => stillRetained(kept.retainUntil, at));
    if (ordered.length > 0) {
      await tx.insert(retainedRecords).values(
        ordered.map(({ order, row, retainUntil }) => {
          return {
            kind: 'order',
            reference: row.referenceNumber,
            record: {
              product_name: row.productName,
              status: row.status,
              case_created_at: row.createdAt.toISOString(),
              case_updated_at: row.updatedAt.toISOString(),
              language: row.language,
              customer_name: order.customerName,
              calculated_cents: order.calculatedCents,
              // The success fee agreed to (null for orders placed before the order kept it).
              fee_rule: order.feeRule,
              answers: orderAnswers(row.productName, order.answers, [], 'de').map(({ question, value }) => ({ question, value })),
              mandate: mandateRecordJson(order),
            },
            retainUntil,
            createdAt: at,
          };
        }),
      );
    }
    // History, documents (and their bytes), orders and reviews go with their cases (ON DELETE CASCADE).
    if (ids.length > 0) await tx.delete(cases).where(inArray(cases.id, ids));
    // Memberships run on as contracts, but nothing of them reaches a later account with this address.
    await tx.update(memberships).set({ detachedAt: at }).where(and(eq(memberships.email, user.email), isNull(memberships.detachedAt)));
    // Sessions and reset links go with the account.
    await tx.delete(users).where(eq(users.id, user.id));
    return ordered.length;
  });
  log.info('account deleted', { userId: user.id, retainedRecords: retained });
  return { retained };
}
