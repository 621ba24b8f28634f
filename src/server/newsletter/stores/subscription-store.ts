/** The newsletter's sign-ups (SQL only): what the actions decide is stored and read here. */
import { and, asc, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { getDatabase } from '../../db/client';
import { type NewsletterSubscriptionRow, newsletterSubscriptions } from '../../db/tables/newsletter';

export async function findSubscription(email: string): Promise<NewsletterSubscriptionRow | undefined> {
  const db = await getDatabase();
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

/**
 * A new sign-up, or a new confirmation link for one still waiting (the latest request counts). A
 * confirmed address is left as it is. Answers the row as stored, or undefined when it was confirmed.
 */
export async function requestSubscription(input: {
  email: string;
  language: Language;
  confirmationHash: string;
  unsubscribeId: string;
  consentText: string;
  at: Date;
}): Promise<NewsletterSubscriptionRow | undefined> {
  const db = await getDatabase();
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ ...input, requestedAt: input.at })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { language: input.language, confirmationHash: input.confirmationHash, consentText: input.consentText, requestedAt: input.at },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning();
  return row;
}

/** Confirms the sign-up whose link's secret hashes to `hash`, if it was asked for since `requestedSince`. */
export async function confirmSubscription(hash: string, requestedSince: Date, at: Date): Promise<NewsletterSubscriptionRow | undefined> {
  const db = await getDatabase();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: at, confirmationHash: null })
    .where(and(eq(newsletterSubscriptions.confirmationHash, hash), isNull(newsletterSubscriptions.confirmedAt), gte(newsletterSubscriptions.requestedAt, requestedSince)))
    .returning();
  return row;
}

/** Deletes the address of the unsubscribe link; answers whether there was one. */
export async function deleteSubscription(unsubscribeId: string): Promise<boolean> {
  const db = await getDatabase();
  const deleted = await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeId, unsubscribeId)).returning({ id: newsletterSubscriptions.id });
  return deleted.length > 0;
}

/** Sign-ups nobody confirmed before `requestedBefore`; answers how many were deleted. */
export async function deleteUnconfirmed(requestedBefore: Date): Promise<number> {
  const db = await getDatabase();
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(and(isNull(newsletterSubscriptions.confirmedAt), lt(newsletterSubscriptions.requestedAt, requestedBefore)))
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length;
}

/** The confirmed addresses, oldest consent first. */
export async function confirmedSubscriptions(): Promise<NewsletterSubscriptionRow[]> {
  const db = await getDatabase();
  return db.select().from(newsletterSubscriptions).where(isNotNull(newsletterSubscriptions.confirmedAt)).orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.id));
}
