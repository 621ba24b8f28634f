import { currentStaff } from '@/api-client/staff';
import type { StaffMemberView } from '@/contracts/staff';
import { type StaffPermission, mayPerform } from '@/domain/staff-roles';
import { routePath } from '@/routes';
import { staffCookieOfRequest } from '@/session/staff-request';
import type { LoadContext, Loaded, Loader } from './server-page';

/** What every back-office page gets: the signed-in member; `forbidden` where the role does not allow the page. */
export interface StaffPageData {
  staff: StaffMemberView;
  forbidden?: boolean;
}

/**
 * The loader of a back-office page: without a valid staff session the visitor goes to the staff
 * sign-in (`expired` tells them why, if a session cookie was there); a member whose role does not
 * allow the page gets it with status 403 and a way back, and nothing of the page's data.
 */
export function staffPage<Data extends object>(
  load: (context: LoadContext, session: { staff: StaffMemberView; cookie: string }) => Promise<Loaded<Data>>,
  permission?: StaffPermission,
): Loader<StaffPageData & Partial<Data>> {
  return async (context) => {
    const cookie = staffCookieOfRequest(context.req);
    const signIn = routePath('staffSignIn', context.language);
    if (!cookie) return { redirect: signIn };
    const current = await currentStaff(cookie);
    if (!current.ok) {
      if (current.status === 401) return { redirect: `${signIn}?expired=1` };
      throw new Error(`staff service answered ${current.status}`);
    }
    const { staff } = current.data;
    if (permission && !mayPerform(staff.role, permission)) return { data: { staff, forbidden: true } as StaffPageData & Partial<Data>, status: 403 };
    const loaded = await load(context, { staff, cookie });
    if ('redirect' in loaded) return loaded;
    return { ...loaded, data: { ...loaded.data, staff } };
  };
}
