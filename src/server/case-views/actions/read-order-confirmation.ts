import { orderConfirmationFile } from '../../commissioning/actions/confirmation-file';
import type { CaseRow } from '../../db/tables/cases';
import { DomainError } from '../../domain-error';
import type { CaseFile } from '../../cases/case-file';
import { orderOfCase } from '../../cases/stores/case-orders';

/** The order confirmation PDF of a case ordered online, as the confirmation e-mail carried it; 404 for any other case. */
export async function readOrderConfirmation(row: CaseRow): Promise<CaseFile> {
  const order = await orderOfCase(row.id);
  if (!order) throw DomainError.of('not_found', 'confirmation');
  const confirmation = await orderConfirmationFile(row, order);
  return { content: confirmation.content, mediaType: 'application/pdf', fileName: confirmation.fileName };
}
