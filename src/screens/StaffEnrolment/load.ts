import { startEnrolment } from '@/api-client/staff';
import type { ErrorItem } from '@/contracts/errors';
import type { Loader } from '@/page-setup/server-page';
import type { StaffEnrolmentData } from '.';

/**
 * Opens the invitation of the link: who it is for and the TOTP secret to scan. An unknown, used or
 * expired link is shown as such (with the service's status), with what to do next.
 */
export const loadStaffEnrolment: Loader<StaffEnrolmentData> = async ({ query }) => {
  const token = typeof query.token === 'string' ? query.token : '';
  const opened = await startEnrolment(token);
  if (opened.ok) return { data: { token, invitation: opened.data } };
  if (opened.status === 404 || opened.status === 410 || opened.status === 422) {
    const problem: ErrorItem = opened.status === 410 ? { path: 'token', code: 'link_expired', params: {} } : { path: null, code: 'invitation_invalid', params: {} };
    return { data: { token: '', problem }, status: opened.status === 410 ? 410 : 404 };
  }
  throw new Error(`staff service answered ${opened.status}`);
};
