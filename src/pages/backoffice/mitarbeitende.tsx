import { serverPage } from '@/page-setup/server-page';
import { StaffMembersScreen, staffMembersNamespaces } from '@/screens/StaffMembers';
import { loadStaffMembers } from '@/screens/StaffMembers/load';

export default StaffMembersScreen;
export const getServerSideProps = serverPage('staffMembers', 'de', staffMembersNamespaces, loadStaffMembers);
