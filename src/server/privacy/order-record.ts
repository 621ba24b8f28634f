import type { OrderRow } from '../db/tables/orders';

/** An order's mandate record as the archive and the retained record write it (JSON, times in ISO 8601). */
export const mandateRecordJson = (order: OrderRow) => ({
  text_version: order.textVersion,
  typed_name: order.typedName,
  signed_at: order.signedAt.toISOString(),
  ip: order.ip,
  user_agent: order.userAgent,
  early_start: order.earlyStart,
});
