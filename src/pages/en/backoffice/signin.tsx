import { serverPage } from '@/page-setup/server-page';
import { StaffSignInScreen, staffSignInNamespaces } from '@/screens/StaffSignIn';
import { loadStaffSignIn } from '@/screens/StaffSignIn/load';

export default StaffSignInScreen;
export const getServerSideProps = serverPage('staffSignIn', 'en', staffSignInNamespaces, loadStaffSignIn);
