/**
 * A case's documents and order confirmation for its customer (contract: src/contracts/case-documents.ts),
 * through the same two doors as the case: the status page's link, whose unguessable id is the
 * authority (as for the page itself), and the signed-in account, which owns exactly the cases of its
 * confirmed e-mail address. A case the caller may not see is 404, never 403: its existence stays hidden.
 */
import { accountCaseDocuments, linkCaseDocuments } from '@/contracts/case-documents';
import { normaliseEmail } from '@/basics/email-address';
import { presentedCredentials } from '../accounts/auth-headers';
import { authenticate } from '../accounts/sessions';
import { caseConfirmationFile, caseDocumentFile, caseDocumentList } from '../commissioning/case-files';
import { type ApiRequest, ok } from '../http/api';
import { ApiError, errorItem } from '../http/errors';
import { type ApiRoute, route } from '../http/router';
import { findCaseByPublicId } from './case-store';
import { isPublicCaseIdFormat } from './identifiers';
import type { CaseRow } from './schema';

const notFound = () => ApiError.of(404, 'not_found', 'id');

async function caseOfLink(id: string | undefined): Promise<CaseRow> {
  const row = id && isPublicCaseIdFormat(id) ? await findCaseByPublicId(id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The case if it belongs to the signed-in account; 401 without a session, 404 for anybody else's case. */
async function caseOfAccount(request: ApiRequest, id: string | undefined): Promise<CaseRow> {
  const session = await authenticate(presentedCredentials(request));
  if (!session) throw new ApiError(401, [errorItem('unauthorized')], { 'WWW-Authenticate': 'Bearer' });
  const row = await caseOfLink(id);
  // As on the dashboard: a case belongs to whoever has exactly its e-mail address, once confirmed.
  if (!session.user.confirmedAt || normaliseEmail(session.user.email) !== row.email) throw notFound();
  return row;
}

const listHeaders = { 'Cache-Control': 'private, no-store' };

export const customerDocumentRoutes: ApiRoute[] = [
  route(linkCaseDocuments.list, async ({ params }) => ok(await caseDocumentList(await caseOfLink(params.id)), listHeaders)),
  route(linkCaseDocuments.download, async ({ params }) => caseDocumentFile(await caseOfLink(params.id), params.document ?? '')),
  route(linkCaseDocuments.confirmation, async ({ params }) => caseConfirmationFile(await caseOfLink(params.id))),
  route(accountCaseDocuments.list, async ({ params, request }) => ok(await caseDocumentList(await caseOfAccount(request, params.id)), listHeaders)),
  route(accountCaseDocuments.download, async ({ params, request }) => caseDocumentFile(await caseOfAccount(request, params.id), params.document ?? '')),
  route(accountCaseDocuments.confirmation, async ({ params, request }) => caseConfirmationFile(await caseOfAccount(request, params.id))),
];
