import { fetchInbox } from '@/api-client/staff-cases';
import type { InboxQuery } from '@/contracts/staff-cases';
import { caseStatuses, productNames } from '@/contracts/vocabulary/cases';
import { inboxAssignees } from '@/contracts/vocabulary/staff-cases';
import { staffPage } from '@/page-setup/staff-page';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const known = (words: readonly string[], value: string | undefined) => (value && words.includes(value) ? value : undefined);

/**
 * The inbox's filters as the GET form sends them. Values no form offers (an edited address) are
 * dropped rather than refused: the page then shows what the remaining filters find.
 */
export function inboxQueryOf(query: Record<string, string | string[] | undefined>): InboxQuery {
  const q = one(query.q)?.trim().slice(0, 200);
  const assignee = one(query.assignee);
  const page = one(query.page);
  return {
    ...(q ? { q } : {}),
    ...(known(productNames, one(query.product_name)) ? { product_name: one(query.product_name) as InboxQuery['product_name'] } : {}),
    ...(known(caseStatuses, one(query.status)) ? { status: one(query.status) as InboxQuery['status'] } : {}),
    ...(assignee && ((inboxAssignees as readonly string[]).includes(assignee) || /^\d{1,9}$/.test(assignee)) ? { assignee } : {}),
    ...(one(query.unanswered) === '1' ? { unanswered: '1' as const } : {}),
    ...(one(query.deadline_alert) === '1' ? { deadline_alert: '1' as const } : {}),
    ...(page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? { page } : {}),
  };
}

/** Every member: one page of the inbox with the filters of the address. */
export const loadStaffInbox = staffPage(async ({ query }, { cookie }) => {
  const filters = inboxQueryOf(query);
  const loaded = await fetchInbox(filters, cookie);
  if (!loaded.ok) throw new Error(`staff service answered ${loaded.status}`);
  return { data: { inbox: loaded.data, filters } };
}, 'workCases');
