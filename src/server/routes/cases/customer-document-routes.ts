/**
 * A case's documents and order confirmation for its customer (contract: src/contracts/case-documents.ts),
 * through the same two doors as the case (src/server/access/customer-case-access.ts).
 */
import { accountCaseDocuments, linkCaseDocuments } from '@/contracts/case-documents';
import { caseOfAccount, caseOfLink } from '../../access/customer-case-access';
import { type ApiRequest, ok, privateFile } from '../../http/api';
import { clientNetwork } from '../../http/client-address';
import { countDownload } from '../../rate-limits/downloads';
import { type ApiRoute, route } from '../../http/router';
import { listCaseDocuments } from '../../case-views/actions/list-case-documents';
import { readCaseDocument } from '../../case-views/actions/read-case-document';
import { readOrderConfirmation } from '../../case-views/actions/read-order-confirmation';

const listHeaders = { 'Cache-Control': 'private, no-store' };

/**
 * The status link travels in every case mail, so it leads to the order's documents only; what came
 * with the conversation (the customer's attachments, the provider's documents) is the signed-in
 * owner's, like the conversation itself.
 */
const throughLink = { conversation: false };

/** Customers' downloads count per client network (an IPv4 address, an IPv6 /64). */
const countedDownload = (request: ApiRequest) => countDownload(`ip:${clientNetwork(request.ip)}`);

export const customerDocumentRoutes: ApiRoute[] = [
  route(linkCaseDocuments.list, async ({ params }) => ok(await listCaseDocuments(await caseOfLink(params.id), throughLink), listHeaders)),
  route(linkCaseDocuments.download, async ({ params, request }) => {
    const row = await caseOfLink(params.id);
    await countedDownload(request);
    return privateFile(await readCaseDocument(row, params.document, throughLink));
  }),
  route(linkCaseDocuments.confirmation, async ({ params, request }) => {
    const row = await caseOfLink(params.id);
    await countedDownload(request);
    return privateFile(await readOrderConfirmation(row));
  }),
  route(accountCaseDocuments.list, async ({ params, request }) => ok(await listCaseDocuments(await caseOfAccount(request, params.id)), listHeaders)),
  route(accountCaseDocuments.download, async ({ params, request }) => {
    const row = await caseOfAccount(request, params.id);
    await countedDownload(request);
    return privateFile(await readCaseDocument(row, params.document));
  }),
  route(accountCaseDocuments.confirmation, async ({ params, request }) => {
    const row = await caseOfAccount(request, params.id);
    await countedDownload(request);
    return privateFile(await readOrderConfirmation(row));
  }),
];
