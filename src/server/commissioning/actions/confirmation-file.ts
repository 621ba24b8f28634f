/**
 * An order's confirmation PDF as every door asks for it (the e-mail, the downloads, the data export):
 * built once per order and contract text version, then kept in the database, so that thirty downloads
 * cost one rendering. Parallel requests on one instance wait for the same rendering; renderings wait
 * for their place among the instance's heavy work (heavy-work.ts).
 */
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import type { CaseRow } from '../../db/tables/cases';
import type { OrderRow } from '../../db/tables/orders';
import { listDocuments } from '../../documents/stores/document-store';
import { heavyWork } from '../../heavy-work';
import { confirmationFileName, type OrderConfirmation, orderConfirmation } from '../confirmation/order-confirmation';
import { keepConfirmation, keptConfirmation } from '../stores/order-confirmations';

const rendering = new Map<string, Promise<Uint8Array>>();

export async function orderConfirmationFile(row: CaseRow, order: OrderRow): Promise<OrderConfirmation> {
  const fileName = confirmationFileName(row);
  const db = await getDatabase();
  const kept = await keptConfirmation(db, order.id, order.textVersion);
  if (kept) return { fileName, content: kept };
  const key = `${order.id}:${order.textVersion}`;
  let pending = rendering.get(key);
  if (!pending) {
    pending = heavyWork('pdf', async () => {
      // It lists the documents that came with the order, not those added to the case since.
      const documents = (await listDocuments({ caseId: row.id })).filter((document) => document.createdAt <= order.signedAt);
      const { content } = await orderConfirmation(row, order, documents);
      await keepConfirmation(db, order.id, order.textVersion, content, now());
      return content;
    }).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return { fileName, content: await pending };
}
