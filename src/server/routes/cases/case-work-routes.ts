/**
 * The case work both doors of the back office serve alike (the back-office API with its key, the
 * browser's staff API with the staff cookie): downloading a case's files, adding a history entry,
 * sending a message, uploading a document. One adapter over the same actions, so both doors answer
 * the same, and every change is audited with whoever acted: the member, or the API key.
 */
import type { caseWork } from '@/contracts/backoffice';
import type { Endpoint, EndpointSpec } from '@/contracts/endpoint';
import { uploadProviderDocument } from '../../documents/actions/upload-provider-document';
import { toCaseDocument } from '../../documents/presentation';
import { uploadBodyLimits, uploadedFile } from '../documents/upload-request';
import { type ApiRequest, created, ok, privateFile } from '../../http/api';
import { type ApiRoute, route, type RouteOptions } from '../../http/router';
import { sendProviderMessage } from '../../messages/actions/send-provider-message';
import { toCaseMessage } from '../../messages/presentation';
import { type Actor, backofficeApiKeyActor } from '../../staff/actor';
import { countDownload } from '../../rate-limits/downloads';
import { addHistoryEntry } from '../../cases/actions/add-history-entry';
import { caseByReference } from '../../cases/actions/find-case';
import { readCaseDocument } from '../../case-views/actions/read-case-document';
import { readOrderConfirmation } from '../../case-views/actions/read-order-confirmation';
import { toBackofficeCase } from '../../cases/presentation';

type CaseWork = typeof caseWork;
type At<Spec extends Omit<EndpointSpec, 'path'>> = Endpoint<Spec & { path: string }>;

/** A door of the back office: its paths, who may call, who acts for a request, and what every answer carries. */
export interface BackOfficeDoor {
  endpoints: {
    document: At<CaseWork['document']>;
    confirmation: At<CaseWork['confirmation']>;
    historyEntry: At<CaseWork['historyEntry']>;
    message: At<CaseWork['message']>;
    upload: At<CaseWork['upload']>;
  };
  access: Pick<RouteOptions, 'authorise'>;
  actor: (request: ApiRequest) => Actor;
  headers?: Record<string, string>;
}

/** Downloads count per staff member like a customer's per network; the API key's scripts are the provider's own. */
async function countDownloadOf(who: Actor): Promise<void> {
  if (who !== backofficeApiKeyActor) await countDownload(`staff:${who.id}`);
}

export const caseWorkRoutes = ({ endpoints, access, actor, headers }: BackOfficeDoor): ApiRoute[] => [
  route(
    endpoints.document,
    async ({ params, query, request }) => {
      const row = await caseByReference(params.reference);
      await countDownloadOf(actor(request));
      return privateFile(await readCaseDocument(row, params.document), { inline: query.disposition === 'inline' });
    },
    access,
  ),
  route(
    endpoints.confirmation,
    async ({ params, query, request }) => {
      const row = await caseByReference(params.reference);
      await countDownloadOf(actor(request));
      return privateFile(await readOrderConfirmation(row), { inline: query.disposition === 'inline' });
    },
    access,
  ),
  route(
    endpoints.historyEntry,
    async ({ body: { entry, notify }, params, request }) => {
      const added = await addHistoryEntry(actor(request), await caseByReference(params.reference), entry, { notify });
      return created({ case: toBackofficeCase(added.case), notification: added.notification }, headers);
    },
    access,
  ),
  route(
    endpoints.message,
    async ({ body: { message, notify }, params, request }) => {
      const sent = await sendProviderMessage(actor(request), await caseByReference(params.reference), message, { notify });
      return created({ message: toCaseMessage(sent.message), notification: sent.notification }, headers);
    },
    access,
  ),
  route(
    endpoints.upload,
    async ({ params, request }) => {
      const stored = await uploadProviderDocument(actor(request), await caseByReference(params.reference), uploadedFile(request));
      const answer = { document: toCaseDocument(stored.document), created: stored.created };
      return stored.created ? created(answer, headers) : ok(answer, headers);
    },
    { ...access, rawBody: uploadBodyLimits },
  ),
];
