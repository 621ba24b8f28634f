import { serverPage } from '@/page-setup/server-page';
import { StaffInboxScreen, staffInboxNamespaces } from '@/screens/StaffInbox';
import { loadStaffInbox } from '@/screens/StaffInbox/load';

export default StaffInboxScreen;
export const getServerSideProps = serverPage('staffInbox', 'de', staffInboxNamespaces, loadStaffInbox);
