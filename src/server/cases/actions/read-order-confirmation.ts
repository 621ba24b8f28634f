import { orderConfirmation } from '../../commissioning/confirmation/order-confirmation';
import type { CaseRow } from '../../db/tables/cases';
import { listDocuments } from '../../documents/stores/document-store';
import { DomainError } from '../../domain-error';
import type { CaseFile } from '../case-file';
import { orderOfCase } from '../stores/case-orders';

/** The order confirmation PDF of a case ordered online, as the confirmation e-mail carried it; 404 for any other case. */
export async function readOrderConfirmation(row: CaseRow): Promise<CaseFile> {
  const order = await orderOfCase(row.id);
  if (!order) throw DomainError.of('not_found', 'confirmation');
  // The documents that came with the order are listed in it, as the e-mail's copy lists them.
  const confirmation = await orderConfirmation(row, order, await listDocuments({ caseId: row.id }));
  return { content: confirmation.content, mediaType: 'application/pdf', fileName: confirmation.fileName };
}
