/**
 * The kept confirmation PDFs (db/tables/orders.ts). The bytes travel as base64 text, decoded by the
 * database, as the documents' do (documents/stores/content-store.ts says why).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { orderConfirmations } from '../../db/tables/orders';

export async function keptConfirmation(executor: DatabaseExecutor, orderId: number, textVersion: string): Promise<Uint8Array | undefined> {
  const [row] = await executor
    .select({ base64: sql<string>`encode(${orderConfirmations.content}, 'base64')` })
    .from(orderConfirmations)
    .where(and(eq(orderConfirmations.orderId, orderId), eq(orderConfirmations.textVersion, textVersion)));
  return row ? new Uint8Array(Buffer.from(row.base64, 'base64')) : undefined;
}

/** Keeps a confirmation; one another instance kept first stays (both state the same order). */
export async function keepConfirmation(executor: DatabaseExecutor, orderId: number, textVersion: string, content: Uint8Array, at: Date): Promise<void> {
  const base64 = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64');
  await executor
    .insert(orderConfirmations)
    .values({ orderId, textVersion, content: sql`decode(${base64}, 'base64')`, createdAt: at })
    .onConflictDoNothing();
}
