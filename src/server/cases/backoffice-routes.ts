import type { Language } from '@/i18n/language';
import { type ApiRequest, created, ok } from '../http/api';
import { ApiError } from '../http/errors';
import type { ApiRoute } from '../http/router';
import { serverConfig } from '../config';
import { bearerCredential, requireSecret, type SecretAccess } from './access';
import { parseAppendEntry, parseCreateCase, parseListQuery, parseUpdateCase } from './backoffice-input';
import { appendHistoryEntry, type CaseChanges, createCase, findCaseByReference, listCases, updateCase, withHistory } from './case-store';
import { type NotificationResult, sendCaseNotification } from './notifications';
import { toBackofficeCase } from './presentation';
import type { ProductName } from './products';
import type { CaseRow } from './schema';
import type { CaseStatus } from './statuses';

/**
 * The back-office API: the provider opens cases, moves them on and writes their history. Every call
 * needs `Authorization: Bearer <BACKOFFICE_API_KEY>`; `npm run cases` is its command-line client.
 * Cases are addressed by their reference number. Answers are `{status: 'success', data}`.
 *
 *   GET   /api/backoffice/cases                       list (filters email, status, product_name; limit, offset)
 *   POST  /api/backoffice/cases                       open a case          {case: {...}, notify?}
 *   GET   /api/backoffice/cases/<reference>           one case with its history
 *   PATCH /api/backoffice/cases/<reference>           change status, status text, e-mail, language, reply address
 *   POST  /api/backoffice/cases/<reference>/history   add a history entry  {entry: {...}, notify?}
 */
const backofficeAccess = (): SecretAccess => ({
  kind: 'api_key',
  setting: 'BACKOFFICE_API_KEY',
  secret: serverConfig.backofficeApiKey,
  failures: { limit: 10, windowSeconds: 15 * 60 },
  counter: 'backoffice_key_failures',
});

const authorise = (request: ApiRequest) => requireSecret(request, bearerCredential(request), backofficeAccess());

const success = (data: unknown) => ({ status: 'success', data });

async function caseOfPath(request: ApiRequest): Promise<CaseRow> {
  const row = await findCaseByReference(request.params.reference);
  if (!row) throw ApiError.of(404, 'not_found', 'reference');
  return row;
}

const referencePath = (suffix = '') => new RegExp(`^/api/backoffice/cases/(?<reference>[^/]+)${suffix}$`);

export const backofficeRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/backoffice/cases',
    handler: async (request) => {
      await authorise(request);
      const query = parseListQuery(request.query);
      const limit = query.limit ?? 20;
      const offset = query.offset ?? 0;
      const { rows, total } = await listCases({
        email: query.email,
        status: query.status as CaseStatus | undefined,
        productName: query.product_name as ProductName | undefined,
        limit,
        offset,
      });
      const cases = rows.map((row) => {
        const { history: _history, ...summary } = toBackofficeCase({ case: row, history: [] });
        return summary;
      });
      return ok(success({ cases, total, limit, offset }));
    },
  },
  {
    method: 'POST',
    path: '/api/backoffice/cases',
    handler: async (request) => {
      await authorise(request);
      const { case: input, notify = true } = parseCreateCase(request.body);
      const opened = await createCase({
        email: input.email,
        language: (input.language ?? 'de') as Language,
        productName: input.product_name as ProductName,
        status: input.status as CaseStatus | undefined,
        statusDescription: input.status_description,
        replyEmail: input.reply_email,
        firstEntry: input.first_entry,
      });
      const notification: NotificationResult | 'skipped' = notify
        ? await sendCaseNotification({ kind: 'created', case: opened.case })
        : 'skipped';
      return created(success({ case: toBackofficeCase(opened), notification }));
    },
  },
  {
    method: 'GET',
    path: referencePath(),
    handler: async (request) => {
      await authorise(request);
      return ok(success({ case: toBackofficeCase(await withHistory(await caseOfPath(request))) }));
    },
  },
  {
    method: 'PATCH',
    path: referencePath(),
    handler: async (request) => {
      await authorise(request);
      const { case: input } = parseUpdateCase(request.body);
      const row = await caseOfPath(request);
      const changes: CaseChanges = {
        status: input.status as CaseStatus | undefined,
        statusDescription: input.status_description,
        email: input.email,
        language: input.language as Language | undefined,
        replyEmail: input.reply_email,
      };
      // A new status makes the old status text wrong ("waiting for the landlord's reply" while in
      // court), so it goes unless the provider gives a new one.
      if (input.status !== undefined && input.status !== row.status && input.status_description === undefined) {
        changes.statusDescription = null;
      }
      const updated = await updateCase(row.id, changes);
      return ok(success({ case: toBackofficeCase(await withHistory(updated)) }));
    },
  },
  {
    method: 'POST',
    path: referencePath('/history'),
    handler: async (request) => {
      await authorise(request);
      const { entry, notify = true } = parseAppendEntry(request.body);
      const row = await caseOfPath(request);
      const appended = await appendHistoryEntry(row.id, entry);
      const notification: NotificationResult | 'skipped' = notify
        ? await sendCaseNotification({ kind: 'historyEntry', case: appended.case, entry: appended.entry })
        : 'skipped';
      return created(success({ case: toBackofficeCase(await withHistory(appended.case)), notification }));
    },
  },
];
