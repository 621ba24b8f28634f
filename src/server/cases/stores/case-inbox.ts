/**
 * The back office's inbox: every case, new ones (status `received`) first, then the open cases by their
 * next deadline (`deadline_day`; a closed case's deadline no longer counts), then the newest. A case
 * whose deadline needs the team (within five working days, nothing filed) is flagged, and a filter lists
 * those alone. The order
 * is the expression index `cases_inbox_idx`, so a page of thousands of cases is read in SQL. Filters
 * and the search are parameters of the query, never SQL text.
 */
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CalendarDay } from '@/basics/calendar';
import type { CaseStatus, ProductName } from '@/contracts/vocabulary/cases';
import { getDatabase } from '../../db/client';
import { orders } from '../../db/tables/orders';
import { caseMessages } from '../../db/tables/messages';
import { staffMembers } from '../../db/tables/staff';
import { normaliseReferenceNumber } from '../reference-number';
import { countNeedingAttention, needsAttention } from './deadline-alerts';
import { type CaseRow, cases } from '../../db/tables/cases';

export interface InboxFilter {
  /** A reference number, or part of the customer's name or e-mail address. */
  search?: string;
  productName?: ProductName;
  status?: CaseStatus;
  /** A member's id, or `nobody` for cases nobody has taken. */
  assignee?: number | 'nobody';
  /** Only cases whose newest message is the customer's. */
  unanswered?: boolean;
  /** The last deadline day that needs the team today (`attentionCutoff`): such cases with nothing filed are flagged. */
  attentionCutoff: CalendarDay;
  /** Only the flagged ones. */
  deadlineAlert?: boolean;
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface InboxRow {
  case: CaseRow;
  customerName: string | null;
  assignee: { id: number; name: string } | null;
  /** The newest message of the conversation is the customer's. */
  awaitingAnswer: boolean;
  /** Its deadline is on or before the cut-off day and nothing is filed. */
  needsAttention: boolean;
}

/** `%`, `_` and the escape character match themselves in a search. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const contains = `%${literalPattern(text)}%`;
  const reference = normaliseReferenceNumber(text);
  return or(
    ...(reference ? [eq(cases.referenceNumber, reference)] : []),
    ilike(cases.referenceNumber, contains),
    ilike(cases.email, contains),
    ilike(orders.customerName, contains),
  );
}

const newFirst = sql`(${cases.status} <> 'received')`;
// Who wrote the newest message of the case (read along the index case_messages_case_idx).
const newestAuthor = sql<string | null>`(select ${caseMessages.author} from ${caseMessages} where ${caseMessages.caseId} = ${cases.id} order by ${caseMessages.createdAt} desc, ${caseMessages.id} desc limit 1)`;
const awaitingAnswer = sql<boolean>`coalesce(${newestAuthor} = 'customer', false)`;
// The same expression as the index; the statuses are `closedStatuses`.
const openDeadline = sql`(case when ${cases.status} in ('successful', 'unsuccessful', 'withdrawn') then null else ${cases.deadlineDay} end)`;

/** A page of the inbox, its total, and how many cases in all need the team for their deadline. */
export async function inboxPage(filter: InboxFilter): Promise<{ rows: InboxRow[]; total: number; needingAttention: number }> {
  const db = await getDatabase();
  const attention = needsAttention(filter.attentionCutoff);
  const conditions: (SQL | undefined)[] = [
    filter.search === undefined ? undefined : searchCondition(filter.search),
    filter.productName ? eq(cases.productName, filter.productName) : undefined,
    filter.status ? eq(cases.status, filter.status) : undefined,
    filter.assignee === 'nobody' ? isNull(cases.assignedStaffId) : filter.assignee !== undefined ? eq(cases.assignedStaffId, filter.assignee) : undefined,
    filter.unanswered ? awaitingAnswer : undefined,
    filter.deadlineAlert ? attention : undefined,
  ];
  const where = and(...conditions.filter((condition): condition is SQL => condition !== undefined));
  const [rows, [{ total }], needingAttention] = await Promise.all([
    db
      .select({ case: cases, customerName: orders.customerName, assigneeId: staffMembers.id, assigneeName: staffMembers.name, awaitingAnswer, needsAttention: sql<boolean>`coalesce(${attention}, false)` })
      .from(cases)
      .leftJoin(orders, eq(orders.caseId, cases.id))
      .leftJoin(staffMembers, eq(staffMembers.id, cases.assignedStaffId))
      .where(where)
      .orderBy(newFirst, sql`${openDeadline} asc nulls last`, sql`${cases.createdAt} desc nulls last`, sql`${cases.id} desc nulls last`)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(cases).leftJoin(orders, eq(orders.caseId, cases.id)).where(where),
    countNeedingAttention(db, filter.attentionCutoff),
  ]);
  return {
    rows: rows.map((row) => ({
      case: row.case,
      customerName: row.customerName,
      assignee: row.assigneeId === null || row.assigneeName === null ? null : { id: row.assigneeId, name: row.assigneeName },
      awaitingAnswer: Boolean(row.awaitingAnswer),
      needsAttention: Boolean(row.needsAttention),
    })),
    total,
    needingAttention,
  };
}
