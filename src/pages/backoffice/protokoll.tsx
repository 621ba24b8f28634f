import { serverPage } from '@/page-setup/server-page';
import { StaffAuditLogScreen, staffAuditLogNamespaces } from '@/screens/StaffAuditLog';
import { loadStaffAuditLog } from '@/screens/StaffAuditLog/load';

export default StaffAuditLogScreen;
export const getServerSideProps = serverPage('staffAuditLog', 'de', staffAuditLogNamespaces, loadStaffAuditLog);
