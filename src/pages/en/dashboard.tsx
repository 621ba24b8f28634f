import { staticPage } from '@/page/page-props';
import { DashboardScreen, dashboardNamespaces } from '@/screens/Dashboard';

export default DashboardScreen;
export const getStaticProps = staticPage('dashboard', 'en', dashboardNamespaces);
