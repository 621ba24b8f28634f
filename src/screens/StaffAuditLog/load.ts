import { auditLog } from '@/api-client/staff';
import { staffPage } from '@/page-setup/staff-page';

/** Admins only: one page of the audit log (`page`, from 1). A page beyond the last shows no entries. */
export const loadStaffAuditLog = staffPage(async ({ query }, { cookie }) => {
  const page = typeof query.page === 'string' && /^\d{1,6}$/.test(query.page) && Number(query.page) >= 1 ? Number(query.page) : 1;
  const loaded = await auditLog(page, cookie);
  if (!loaded.ok) throw new Error(`staff service answered ${loaded.status}`);
  return { data: { log: loaded.data } };
}, 'readAuditLog');
