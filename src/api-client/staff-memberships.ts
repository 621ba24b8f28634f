/** The back office's memberships (contract: src/contracts/staff-memberships.ts), served by the staff service. */
import { call, withContract } from './http';
import type { StaffSessionCookie } from './staff';

const staffMemberships = () => import('@/contracts/staff-memberships');

/** The newest memberships or those matching `q`, for a back-office page's loader. */
export const fetchStaffMemberships = (cookie: StaffSessionCookie, q: string) =>
  withContract(staffMemberships, ({ staffMemberships: endpoint }) => call('staff', endpoint, { query: q ? { q } : {}, ...(cookie ? { headers: { Cookie: cookie } } : {}) }));
