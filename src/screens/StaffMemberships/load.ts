import { fetchStaffMemberships } from '@/api-client/staff-memberships';
import { staffMembershipLimits } from '@/contracts/vocabulary/staff-memberships';
import { staffPage } from '@/page-setup/staff-page';

/** Caseworkers: the newest memberships, or those the search (`q`) finds. */
export const loadStaffMemberships = staffPage(async ({ query }, { cookie }) => {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, staffMembershipLimits.searchLength) : '';
  const loaded = await fetchStaffMemberships(cookie, q);
  if (!loaded.ok) throw new Error(`staff service answered ${loaded.status}`);
  return { data: { memberships: loaded.data.memberships, openDeclarations: loaded.data.open_declarations, q } };
}, 'workCases');
