import { serverPage } from '@/page-setup/server-page';
import { StaffCaseScreen, staffCaseNamespaces } from '@/screens/StaffCase';
import { loadStaffCase } from '@/screens/StaffCase/load';

export default StaffCaseScreen;
export const getServerSideProps = serverPage('staffCase', 'en', staffCaseNamespaces, loadStaffCase);
