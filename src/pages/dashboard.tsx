import { serverPage } from '@/page-setup/server-page';
import { DashboardScreen, dashboardNamespaces } from '@/screens/Dashboard';
import { loadDashboard } from '@/screens/Dashboard/load';

export default DashboardScreen;
export const getServerSideProps = serverPage('dashboard', 'de', dashboardNamespaces, loadDashboard);
