import type { CaseDeadline } from '@/contracts/engine';
import { now } from '../../clock';
import type { CaseWithHistory } from '../../db/tables/cases';
import { caseDeadline } from '../case-deadline';
import { orderOfCase } from '../stores/case-orders';
import { withHistory } from '../stores/case-store';
import { caseByPublicId } from './find-case';

/** A case's history for its status page, with a dismissal's deadline as of today. */
export async function readCaseHistory(publicId: string, at: Date = now()): Promise<CaseWithHistory & { deadline?: CaseDeadline }> {
  const row = await caseByPublicId(publicId);
  const [withEntries, order] = await Promise.all([withHistory(row), orderOfCase(row.id)]);
  return { ...withEntries, deadline: caseDeadline(row, order, at) };
}
