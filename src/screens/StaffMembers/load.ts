import { listStaff } from '@/api-client/staff';
import { staffPage } from '@/page-setup/staff-page';

/** Admins only: the staff list. */
export const loadStaffMembers = staffPage(async (_context, { cookie }) => {
  const listed = await listStaff(cookie);
  if (!listed.ok) throw new Error(`staff service answered ${listed.status}`);
  return { data: { members: listed.data.members } };
}, 'manageStaff');
