import { serverPage } from '@/page-setup/server-page';
import { StaffEnrolmentScreen, staffEnrolmentNamespaces } from '@/screens/StaffEnrolment';
import { loadStaffEnrolment } from '@/screens/StaffEnrolment/load';

export default StaffEnrolmentScreen;
export const getServerSideProps = serverPage('staffEnrolment', 'en', staffEnrolmentNamespaces, loadStaffEnrolment);
