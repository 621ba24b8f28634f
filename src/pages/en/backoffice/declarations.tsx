import { serverPage } from '@/page-setup/server-page';
import { StaffDeclarationsScreen, staffDeclarationsNamespaces } from '@/screens/StaffDeclarations';
import { loadStaffDeclarations } from '@/screens/StaffDeclarations/load';

export default StaffDeclarationsScreen;
export const getServerSideProps = serverPage('staffDeclarations', 'en', staffDeclarationsNamespaces, loadStaffDeclarations);
