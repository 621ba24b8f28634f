import { serverPage } from '@/page-setup/server-page';
import { StaffMembershipsScreen, staffMembershipsNamespaces } from '@/screens/StaffMemberships';
import { loadStaffMemberships } from '@/screens/StaffMemberships/load';

export default StaffMembershipsScreen;
export const getServerSideProps = serverPage('staffMemberships', 'en', staffMembershipsNamespaces, loadStaffMemberships);
