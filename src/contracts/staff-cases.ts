/**
 * Working cases in the back office's browser pages: the inbox, the case view and the caseworker's
 * actions. The session is the staff cookie (src/contracts/staff.ts); every call is open to every
 * active member (caseworkers and admins). Cases are addressed by their reference number. The shapes of
 * a case, its order, documents, messages and new history entries are the back-office API's
 * (src/contracts/backoffice.ts), which the command line uses with the API key.
 */
import { array, boolean, type InferType, number, object, string } from 'yup';
import { backofficeCase, caseOrder, caseWork, limits, listedCase } from './backoffice';
import { caseDocument } from './case-documents';
import { endpoint } from './endpoint';
import { caseMessage } from './messages';
import { answer, anyText, body, message, oneOf, wholeNumber } from './rules';
import { staffMember } from './staff';
import { waitingMemberQuestion } from './staff-memberships';
import { caseStatuses, productNames } from './vocabulary/cases';
import { inboxAssignees, inboxLimits } from './vocabulary/staff-cases';

/** Who works a case: a member's id and name. */
const assignee = staffMember.pick(['id', 'name']);
export type CaseAssignee = InferType<typeof assignee>;

/** A case in the inbox: the listed case with the customer's name (from the order) and who works it. */
const inboxCase = listedCase.shape({
  /** The name the customer gave with the order; null for a case the back office opened. */
  customer_name: string().strict().nullable().defined(),
  assignee: assignee.nullable().defined(),
  /** The newest message of the conversation is the customer's: it waits for an answer. */
  awaiting_answer: boolean().strict().defined(),
  /** Its deadline ends within five working days (or has passed) and nothing is filed. */
  deadline_alert: boolean().strict().defined(),
});
export type InboxCase = InferType<typeof inboxCase>;

const inboxQuery = object({
  /** A reference number (as typed), or part of the customer's name or e-mail address. */
  q: anyText().max(inboxLimits.searchLength, message('too_long', { max: inboxLimits.searchLength })),
  product_name: oneOf(productNames, 'unknown_product'),
  status: oneOf(caseStatuses, 'unknown_status'),
  /** `me`, `nobody`, or a member's id. */
  assignee: anyText().test('assignee', message('invalid_choice', { allowed: `${inboxAssignees.join(', ')}, <id>` }), (value) => value === undefined || (inboxAssignees as readonly string[]).includes(value) || /^\d{1,9}$/.test(value)),
  /** `1`: only cases whose customer's message waits for an answer. */
  unanswered: oneOf(['1'] as const, 'invalid_choice'),
  /** `1`: only cases whose deadline ends within five working days (or has passed) with nothing filed. */
  deadline_alert: oneOf(['1'] as const, 'invalid_choice'),
  page: wholeNumber({ min: 1 }),
})
  .noUnknown('unknown_field')
  .strict();
export type InboxQuery = InferType<typeof inboxQuery>;

/**
 * The inbox: new cases (status `received`) first, then the open cases by their next deadline, then
 * the newest; `inboxLimits.pageSize` a page. Beside them the members' questions waiting for an answer.
 */
export const listInbox = endpoint({
  method: 'GET',
  path: '/api/staff/cases',
  query: inboxQuery,
  answer: answer({
    cases: array(inboxCase).strict().defined(),
    page: number().strict().defined(),
    pages: number().strict().defined(),
    total: number().strict().defined(),
    /** How many cases in all need the team for their deadline, whatever the filters. */
    deadline_alerts: number().strict().defined(),
    /**
     * Members' questions about their memberships that wait for the team, whatever the filters: the
     * longest waiting first (at most `inboxMemberQuestions`), and how many there are in all.
     */
    member_questions: answer({ waiting: array(waitingMemberQuestion).strict().defined(), total: number().strict().defined() }),
  }),
});
export type Inbox = InferType<typeof listInbox.answer>;

/**
 * A case as the case view shows it: with its deadline (days left from today), order (null for a case
 * the back office opened), documents and conversation (oldest first), who works it, and the active
 * members it can be given to.
 */
const workedCase = answer({
  case: backofficeCase,
  order: caseOrder.nullable().defined(),
  documents: array(caseDocument).strict().defined(),
  messages: array(caseMessage).strict().defined(),
  assignee: assignee.nullable().defined(),
  members: array(assignee.defined()).strict().defined(),
});
export type WorkedCase = InferType<typeof workedCase>;

export const showWorkedCase = endpoint({ method: 'GET', path: '/api/staff/cases/{reference}', answer: workedCase });

export const staffDocumentFile = endpoint({ ...caseWork.document, path: '/api/staff/cases/{reference}/documents/{document}' });

export const staffConfirmationFile = endpoint({ ...caseWork.confirmation, path: '/api/staff/cases/{reference}/confirmation' });

/** Gives the case to an active member (`assignee_id`), or to nobody (null). */
export const assignCase = endpoint({
  method: 'POST',
  path: '/api/staff/cases/{reference}/assignment',
  body: body({
    assignee_id: number().strict().typeError('invalid_type').integer('invalid_type').min(1, 'not_active_staff').nullable().defined('required'),
  }).nonNullable('invalid_type'),
  answer: answer({ assignee: assignee.nullable().defined() }),
});

/**
 * Moves the case to another status. Without `status_description` the status's standard text applies
 * (an earlier own text is dropped). No e-mail goes out, as with the command line: a history entry
 * tells the customer.
 */
export const changeCaseStatus = endpoint({
  method: 'POST',
  path: '/api/staff/cases/{reference}/status',
  body: body({
    status: oneOf(caseStatuses, 'unknown_status').nonNullable('invalid_type').defined('required'),
    status_description: anyText()
      .max(limits.statusDescriptionLength, message('too_long', { max: limits.statusDescriptionLength }))
      .nullable(),
  }).nonNullable('invalid_type'),
  answer: answer({ case: backofficeCase }),
});

export const addStaffHistoryEntry = endpoint({ ...caseWork.historyEntry, path: '/api/staff/cases/{reference}/history' });

export const uploadStaffDocument = endpoint({ ...caseWork.upload, path: '/api/staff/cases/{reference}/documents' });

export const sendStaffMessage = endpoint({ ...caseWork.message, path: '/api/staff/cases/{reference}/messages' });
