import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-ups for the newsletter, with double opt-in: a sign-up waits (`confirmedAt` null) until the
 * address's owner follows the link in the confirmation mail; only then does the address receive the
 * newsletter. The row is the record of consent (Art. 7 Abs. 1 DSGVO, § 7 Abs. 2 Nr. 2 UWG): what was
 * agreed to, in which language, when it was asked for and when it was confirmed. Unsubscribing deletes
 * the row; a sign-up nobody confirms is deleted by the daily sweep.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised, as accounts and cases keep addresses. */
    email: text('email').notNull().unique(),
    /** The language of the page signed up on; mails follow it (de | en). */
    language: text('language').notNull(),
    /** SHA-256 (hex) of the confirmation link's secret; null once confirmed. */
    confirmationHash: text('confirmation_hash').unique(),
    /**
     * The unsubscribe link's id: 128 random bits, in every mail to the address. Like a case's status
     * link it is kept as it is, since each mail must carry it; it can do nothing but unsubscribe.
     */
    unsubscribeId: text('unsubscribe_id').notNull().unique(),
    /** The consent's words as the sign-up form showed them. */
    consentText: text('consent_text').notNull(),
    /** When the sign-up was asked for (the latest request, if asked again before confirming). */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When the owner confirmed: the consent's time. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_subscriptions_pending_idx').on(table.requestedAt)],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
