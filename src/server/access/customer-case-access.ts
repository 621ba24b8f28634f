/**
 * The two doors through which a customer reaches a case: the status page's link, whose unguessable id
 * is the authority (as for the page itself), and the signed-in account, which owns exactly the cases
 * of its confirmed e-mail address. A case the caller may not see is 404, never 403: its existence
 * stays hidden.
 */
import { normaliseEmail } from '@/basics/email-address';
import { presentedCredentials } from './auth-headers';
import { authenticate } from '../accounts/stores/sessions';
import type { ApiRequest } from '../http/api';
import { ApiError, errorItem } from '../http/errors';
import { findCaseByPublicId } from '../cases/stores/case-store';
import { isPublicCaseIdFormat } from '../cases/identifiers';
import type { CaseRow } from '../db/tables/cases';

const notFound = () => ApiError.of(404, 'not_found', 'id');

export async function caseOfLink(id: string | undefined, missing: () => ApiError = notFound): Promise<CaseRow> {
  const row = id && isPublicCaseIdFormat(id) ? await findCaseByPublicId(id) : undefined;
  if (!row) throw missing();
  return row;
}

/**
 * The case if it belongs to the signed-in account; 401 without a session, `missing()` (404) for
 * anybody else's case and for one that does not exist, alike.
 */
export async function caseOfAccount(request: ApiRequest, id: string | undefined, missing: () => ApiError = notFound): Promise<CaseRow> {
  const session = await authenticate(presentedCredentials(request));
  if (!session) throw new ApiError(401, [errorItem('unauthorized')], { 'WWW-Authenticate': 'Bearer' });
  const row = await caseOfLink(id, missing);
  // As on the dashboard: a case belongs to whoever has exactly its e-mail address, once confirmed.
  if (!session.user.confirmedAt || normaliseEmail(session.user.email) !== row.email) throw missing();
  return row;
}
