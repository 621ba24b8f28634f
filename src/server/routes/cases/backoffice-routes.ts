/**
 * The back-office API (contract in src/contracts/backoffice.ts): every call needs the
 * BACKOFFICE_API_KEY (src/server/access/secret-access.ts), which is the actor of every change in
 * the audit log. The case work it shares with the browser's back office is one adapter
 * (case-work-routes.ts).
 */
import * as contract from '@/contracts/backoffice';
import { backofficeApiKey } from '../../access/secret-access';
import { created, ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { listCaseMessages } from '../../messages/actions/list-case-messages';
import { toCaseMessage } from '../../messages/presentation';
import { type Actor, backofficeApiKeyActor } from '../../staff/actor';
import { changeCase } from '../../cases/actions/change-case';
import { caseByReference } from '../../cases/actions/find-case';
import { listCases } from '../../cases/actions/list-cases';
import { openCase } from '../../cases/actions/open-case';
import { showCase } from '../../case-views/actions/show-case';
import { toBackofficeCase, toListedCase } from '../../cases/presentation';
import { caseAnswer } from './case-answers';
import { caseWorkRoutes } from './case-work-routes';

const actor = (): Actor => backofficeApiKeyActor;

export const backofficeRoutes: ApiRoute[] = [
  route(
    contract.listCases,
    async ({ query }) => {
      const limit = Number(query.limit ?? 20);
      const offset = Number(query.offset ?? 0);
      const { rows, total } = await listCases({ email: query.email, status: query.status, productName: query.product_name, limit, offset });
      return ok({ cases: rows.map(toListedCase), total, limit, offset });
    },
    backofficeApiKey,
  ),
  route(
    contract.openCase,
    async ({ body: { case: input, notify } }) => {
      const opened = await openCase(
        actor(),
        {
          email: input.email,
          language: input.language ?? 'de',
          productName: input.product_name,
          status: input.status,
          statusDescription: input.status_description,
          replyEmail: input.reply_email,
          firstEntry: input.first_entry,
        },
        { notify },
      );
      return created({ case: toBackofficeCase(opened), notification: opened.notification });
    },
    backofficeApiKey,
  ),
  route(contract.showCase, async ({ params }) => ok(caseAnswer(await showCase(await caseByReference(params.reference)))), backofficeApiKey),
  route(
    contract.updateCase,
    async ({ body: { case: input }, params }) => {
      const change = { status: input.status, statusDescription: input.status_description, email: input.email, language: input.language, replyEmail: input.reply_email };
      return ok({ case: toBackofficeCase(await changeCase(actor(), await caseByReference(params.reference), change)) });
    },
    backofficeApiKey,
  ),
  route(contract.listCaseMessages, async ({ params }) => ok({ messages: (await listCaseMessages(await caseByReference(params.reference))).map(toCaseMessage) }), backofficeApiKey),
  ...caseWorkRoutes({
    endpoints: {
      document: contract.downloadDocument,
      confirmation: contract.downloadConfirmation,
      historyEntry: contract.addEntry,
      message: contract.sendCaseMessage,
      upload: contract.uploadCaseDocument,
    },
    access: backofficeApiKey,
    actor,
  }),
];
