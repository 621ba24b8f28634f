import type { CaseRow } from '../../db/tables/cases';
import { DomainError } from '../../domain-error';
import { isPublicCaseIdFormat } from '../identifiers';
import { findCaseByPublicId, findCaseByReference } from '../stores/case-store';

/** The case with this reference number as a person typed it; case_not_found about `reference` when there is none. */
export async function caseByReference(reference: string | undefined): Promise<CaseRow> {
  const row = await findCaseByReference(reference ?? '');
  if (!row) throw DomainError.of('case_not_found', 'reference');
  return row;
}

/** The case of a status link's id; case_not_found about `id` when there is none (anything else than an id is never looked up). */
export async function caseByPublicId(id: string | undefined): Promise<CaseRow> {
  const row = id && isPublicCaseIdFormat(id) ? await findCaseByPublicId(id) : undefined;
  if (!row) throw DomainError.of('case_not_found', 'id');
  return row;
}
