import { serverPage } from '@/page-setup/server-page';
import { StaffHomeScreen, staffHomeNamespaces } from '@/screens/StaffHome';
import { loadStaffHome } from '@/screens/StaffHome/load';

export default StaffHomeScreen;
export const getServerSideProps = serverPage('staffHome', 'de', staffHomeNamespaces, loadStaffHome);
