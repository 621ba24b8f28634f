/**
 * A case's documents and order confirmation for its customer (contract: src/contracts/case-documents.ts),
 * through the same two doors as the case (customer-access.ts).
 */
import { accountCaseDocuments, linkCaseDocuments } from '@/contracts/case-documents';
import { caseConfirmationFile, caseDocumentFile, caseDocumentList } from '../actions/case-files';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { caseOfAccount, caseOfLink } from '../../access/customer-case-access';
import type { ApiRequest } from '../../http/api';
import { clientNetwork } from '../../http/client-address';
import { countDownload } from '../../rate-limits/downloads';

/** Customers' downloads count per client network (an IPv4 address, an IPv6 /64). */
const byClient = (request: ApiRequest) => `ip:${clientNetwork(request.ip)}`;

const listHeaders = { 'Cache-Control': 'private, no-store' };

/**
 * The status link travels in every case mail, so it leads to the order's documents only; what came
 * with the conversation (the customer's attachments, the provider's documents) is the signed-in
 * owner's, like the conversation itself.
 */
const throughLink = { conversation: false };

export const customerDocumentRoutes: ApiRoute[] = [
  route(linkCaseDocuments.list, async ({ params }) => ok(await caseDocumentList(await caseOfLink(params.id), throughLink), listHeaders)),
  route(linkCaseDocuments.download, async ({ params, request }) => {
    const row = await caseOfLink(params.id);
    await countDownload(byClient(request));
    return caseDocumentFile(row, params.document ?? '', throughLink);
  }),
  route(linkCaseDocuments.confirmation, async ({ params, request }) => {
    const row = await caseOfLink(params.id);
    await countDownload(byClient(request));
    return caseConfirmationFile(row);
  }),
  route(accountCaseDocuments.list, async ({ params, request }) => ok(await caseDocumentList(await caseOfAccount(request, params.id)), listHeaders)),
  route(accountCaseDocuments.download, async ({ params, request }) => {
    const row = await caseOfAccount(request, params.id);
    await countDownload(byClient(request));
    return caseDocumentFile(row, params.document ?? '');
  }),
  route(accountCaseDocuments.confirmation, async ({ params, request }) => {
    const row = await caseOfAccount(request, params.id);
    await countDownload(byClient(request));
    return caseConfirmationFile(row);
  }),
];
