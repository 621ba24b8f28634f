/**
 * Working cases in the back office's browser pages (contract: src/contracts/staff-cases.ts). The staff
 * cookie opens them to every active member with the `workCases` permission, who is the actor of each
 * change in the audit log; state-changing calls from another site are refused by the HTTP layer. The
 * case work it shares with the back-office API is one adapter (case-work-routes.ts).
 */
import * as contract from '@/contracts/staff-cases';
import { inboxLimits } from '@/contracts/vocabulary/staff-cases';
import { privateHeaders, sessionOf, signedIn } from '../../access/staff-access';
import { ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { toCaseMessage } from '../../messages/presentation';
import { listMembers } from '../../staff/actions/list-members';
import { isActiveMember } from '../../staff/staff-view';
import { assignCase, caseAssignee } from '../../cases/actions/assign-case';
import { changeCase } from '../../cases/actions/change-case';
import { caseByReference } from '../../cases/actions/find-case';
import { listInbox } from '../../cases/actions/list-inbox';
import { waitingMemberQuestions } from '../../memberships/actions/staff-memberships';
import { showCase } from '../../case-views/actions/show-case';
import { toBackofficeCase, toListedCase } from '../../cases/presentation';
import { caseAnswer } from './case-answers';
import { caseWorkRoutes } from './case-work-routes';

const workCases = signedIn('workCases');

const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member;

export const staffCaseRoutes: ApiRoute[] = [
  route(
    contract.listInbox,
    async ({ query, request }) => {
      const page = Number(query.page ?? 1);
      const assignee = query.assignee === 'me' ? memberOf(request).id : query.assignee === 'nobody' ? 'nobody' : query.assignee ? Number(query.assignee) : undefined;
      const [{ rows, total, needingAttention }, memberQuestions] = await Promise.all([
        listInbox({
          search: query.q,
          productName: query.product_name,
          status: query.status,
          assignee,
          unanswered: query.unanswered === '1',
          deadlineAlert: query.deadline_alert === '1',
          page,
          pageSize: inboxLimits.pageSize,
        }),
        waitingMemberQuestions(),
      ]);
      const cases = rows.map((row) => ({
        ...toListedCase(row.case),
        customer_name: row.customerName,
        assignee: row.assignee,
        awaiting_answer: row.awaitingAnswer,
        deadline_alert: row.needsAttention,
      }));
      return ok({ cases, page, pages: Math.max(1, Math.ceil(total / inboxLimits.pageSize)), total, deadline_alerts: needingAttention, member_questions: memberQuestions }, privateHeaders);
    },
    workCases,
  ),
  route(
    contract.showWorkedCase,
    async ({ params }) => {
      const row = await caseByReference(params.reference);
      const [shown, members] = await Promise.all([showCase(row), listMembers()]);
      return ok(
        {
          ...caseAnswer(shown),
          messages: shown.messages.map(toCaseMessage),
          assignee: caseAssignee(row, members),
          members: members.filter(isActiveMember).map((member) => ({ id: member.id, name: member.name })),
        },
        privateHeaders,
      );
    },
    workCases,
  ),
  route(
    contract.assignCase,
    async ({ body, params, request }) => ok({ assignee: await assignCase(memberOf(request), await caseByReference(params.reference), body.assignee_id) }, privateHeaders),
    workCases,
  ),
  route(
    contract.changeCaseStatus,
    async ({ body, params, request }) => {
      const changed = await changeCase(memberOf(request), await caseByReference(params.reference), { status: body.status, statusDescription: body.status_description });
      return ok({ case: toBackofficeCase(changed) }, privateHeaders);
    },
    workCases,
  ),
  ...caseWorkRoutes({
    endpoints: {
      document: contract.staffDocumentFile,
      confirmation: contract.staffConfirmationFile,
      historyEntry: contract.addStaffHistoryEntry,
      message: contract.sendStaffMessage,
      upload: contract.uploadStaffDocument,
    },
    access: workCases,
    actor: memberOf,
    headers: privateHeaders,
  }),
];
