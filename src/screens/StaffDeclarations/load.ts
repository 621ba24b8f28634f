import { fetchStaffDeclarations } from '@/api-client/declarations';
import { staffPage } from '@/page-setup/staff-page';

/** Caseworkers: the declarations waiting to be matched or checked (`show=all`: the latest of all). */
export const loadStaffDeclarations = staffPage(async ({ query }, { cookie }) => {
  const show = query.show === 'all' ? 'all' : 'open';
  const loaded = await fetchStaffDeclarations(cookie, show);
  if (!loaded.ok) throw new Error(`staff service answered ${loaded.status}`);
  return { data: { declarations: loaded.data.declarations, show } };
}, 'workCases');
