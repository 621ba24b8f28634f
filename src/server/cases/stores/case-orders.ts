/**
 * What the portal keeps of an order once it is placed, read back for the back office, the customer's
 * downloads and the dismissal deadline on the dashboard and the case page.
 */
import { inArray } from 'drizzle-orm';
import { getDatabase } from '../../db/client';
import { type OrderRow, orders } from '../../db/tables/orders';

/** The order that opened each case, by case id; cases opened by the back office have none. */
export async function ordersOfCases(caseIds: number[]): Promise<Map<number, OrderRow>> {
  if (caseIds.length === 0) return new Map();
  const db = await getDatabase();
  const rows = await db.select().from(orders).where(inArray(orders.caseId, caseIds));
  return new Map(rows.map((row) => [row.caseId, row]));
}

export async function orderOfCase(caseId: number): Promise<OrderRow | undefined> {
  return (await ordersOfCases([caseId])).get(caseId);
}
