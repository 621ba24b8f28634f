/**
 * A case's documents and order confirmation for its customer (contract: src/contracts/case-documents.ts),
 * through the same two doors as the case (src/server/access/customer-case-access.ts).
 */
import { accountCaseDocuments, linkCaseDocuments } from '@/contracts/case-documents';
import { caseOfAccount, caseOfLink } from '../../access/customer-case-access';
import { ok, privateFile } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { listCaseDocuments } from '../actions/list-case-documents';
import { readCaseDocument } from '../actions/read-case-document';
import { readOrderConfirmation } from '../actions/read-order-confirmation';

const listHeaders = { 'Cache-Control': 'private, no-store' };

/**
 * The status link travels in every case mail, so it leads to the order's documents only; what came
 * with the conversation (the customer's attachments, the provider's documents) is the signed-in
 * owner's, like the conversation itself.
 */
const throughLink = { conversation: false };

export const customerDocumentRoutes: ApiRoute[] = [
  route(linkCaseDocuments.list, async ({ params }) => ok(await listCaseDocuments(await caseOfLink(params.id), throughLink), listHeaders)),
  route(linkCaseDocuments.download, async ({ params }) => privateFile(await readCaseDocument(await caseOfLink(params.id), params.document, throughLink))),
  route(linkCaseDocuments.confirmation, async ({ params }) => privateFile(await readOrderConfirmation(await caseOfLink(params.id)))),
  route(accountCaseDocuments.list, async ({ params, request }) => ok(await listCaseDocuments(await caseOfAccount(request, params.id)), listHeaders)),
  route(accountCaseDocuments.download, async ({ params, request }) => privateFile(await readCaseDocument(await caseOfAccount(request, params.id), params.document))),
  route(accountCaseDocuments.confirmation, async ({ params, request }) => privateFile(await readOrderConfirmation(await caseOfAccount(request, params.id)))),
];
