import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { bytea } from './documents';
import type { SuccessFeeRule } from '@/domain/pricing/success-fees';
import { mandateRecordColumns } from './mandate-record';

/**
 * An order placed online: the answers to the product's funnel and the mandate record, one per case
 * (the case itself, its history and its documents live in their own tables). The mandate record is
 * what proves the contract: the contract text version agreed to, the full name typed as signature,
 * when, from which IP address and browser, and whether the customer asked us to start before the
 * withdrawal period ends.
 */
export const orders = pgTable('orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .unique()
    .references(() => cases.id, { onDelete: 'cascade' }),
  /**
   * SHA-256 (hex) of the upload draft's token and the client's idempotency key: the same request
   * sent again finds its order (and a second one in parallel fails on this unique key). The draft
   * token scopes the key, so nobody can reach another customer's order by guessing keys.
   */
  idempotencyHash: text('idempotency_hash').notNull().unique(),
  /** SHA-256 (hex) of the request's content: a key sent again with another order is refused. */
  requestHash: text('request_hash').notNull(),
  /** Question id → the checked answer (src/domain/funnels). */
  answers: jsonb('answers').$type<Record<string, string | number>>().notNull(),
  customerName: text('customer_name').notNull(),
  /** The calculator's figure in cents, for the fee's worked example; null when none came with the order. */
  calculatedCents: integer('calculated_cents'),
  /**
   * The success fee agreed to: the product's rule in the price list when the order was placed. The
   * confirmation states it however the price list changes later. Null on orders placed before it was
   * kept; their confirmation reads the current price list.
   */
  feeRule: jsonb('fee_rule').$type<SuccessFeeRule>(),
  /**
   * What the mandate needs to be carried out: the customer's phone and postal address, and the account
   * money received for them is forwarded to (electronic form; null for a sold claim). Null on orders
   * placed before they were asked.
   */
  customerPhone: text('customer_phone'),
  customerAddress: jsonb('customer_address').$type<PostalAddress>(),
  payoutIban: text('payout_iban'),
  ...mandateRecordColumns(),
});

/** A postal address in the fields of the account's profile. */
export interface PostalAddress {
  streetName: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * Each order's confirmation PDF, built once and kept: rendering one takes a core for a good while, and
 * a download, the e-mail and the data export would otherwise each build it again. Kept per order and
 * contract text version, in the database so that every instance finds what one has built. It goes
 * with its order.
 */
export const orderConfirmations = pgTable(
  'order_confirmations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    textVersion: text('text_version').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.textVersion] })],
);
