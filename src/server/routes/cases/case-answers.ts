/** The answers both doors of the back office give about a case, from what the actions read. */
import type { ShownCase as ShownCaseAnswer } from '@/contracts/backoffice';
import { confirmationFileName } from '../../commissioning/confirmation/order-confirmation';
import { toCaseDocument } from '../../documents/presentation';
import type { ShownCase } from '../../case-views/actions/show-case';
import { toCaseOrder } from '../../cases/order-presentation';
import { caseLanguage, toBackofficeCase } from '../../cases/presentation';

/** A case with its order (null for a case the back office opened) and its documents. */
export function caseAnswer({ case: shown, order, documents }: ShownCase): ShownCaseAnswer {
  const row = shown.case;
  return {
    case: toBackofficeCase(shown),
    order: order ? toCaseOrder(row.productName, order, documents, caseLanguage(row), confirmationFileName(row)) : null,
    documents: documents.map(toCaseDocument),
  };
}
