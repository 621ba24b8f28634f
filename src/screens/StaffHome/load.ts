import { staffPage } from '@/page-setup/staff-page';

/** Any signed-in member; without a session, the staff sign-in. */
export const loadStaffHome = staffPage(async () => ({ data: {} }));
