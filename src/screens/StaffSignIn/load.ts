import { currentStaff } from '@/api-client/staff';
import type { Loader } from '@/page-setup/server-page';
import { routePath } from '@/routes';
import { staffCookieOfRequest } from '@/session/staff-request';
import type { StaffSignInData } from '.';

/** A member who is signed in already goes on to the back office. */
export const loadStaffSignIn: Loader<StaffSignInData> = async ({ language, req }) => {
  const cookie = staffCookieOfRequest(req);
  if (cookie && (await currentStaff(cookie)).ok) return { redirect: routePath('staffHome', language) };
  return { data: {} };
};
