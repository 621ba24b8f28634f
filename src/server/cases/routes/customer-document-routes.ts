/**
 * A case's documents and order confirmation for its customer (contract: src/contracts/case-documents.ts),
 * through the same two doors as the case (customer-access.ts).
 */
import { accountCaseDocuments, linkCaseDocuments } from '@/contracts/case-documents';
import { caseConfirmationFile, caseDocumentFile, caseDocumentList } from '../actions/case-files';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { caseOfAccount, caseOfLink } from '../../access/customer-case-access';

const listHeaders = { 'Cache-Control': 'private, no-store' };

/**
 * The status link travels in every case mail, so it leads to the order's documents only; what came
 * with the conversation (the customer's attachments, the provider's documents) is the signed-in
 * owner's, like the conversation itself.
 */
const throughLink = { conversation: false };

export const customerDocumentRoutes: ApiRoute[] = [
  route(linkCaseDocuments.list, async ({ params }) => ok(await caseDocumentList(await caseOfLink(params.id), throughLink), listHeaders)),
  route(linkCaseDocuments.download, async ({ params }) => caseDocumentFile(await caseOfLink(params.id), params.document ?? '', throughLink)),
  route(linkCaseDocuments.confirmation, async ({ params }) => caseConfirmationFile(await caseOfLink(params.id))),
  route(accountCaseDocuments.list, async ({ params, request }) => ok(await caseDocumentList(await caseOfAccount(request, params.id)), listHeaders)),
  route(accountCaseDocuments.download, async ({ params, request }) => caseDocumentFile(await caseOfAccount(request, params.id), params.document ?? '')),
  route(accountCaseDocuments.confirmation, async ({ params, request }) => caseConfirmationFile(await caseOfAccount(request, params.id))),
];
