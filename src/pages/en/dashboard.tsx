import { DashboardScreen } from '@/screens/Dashboard';
import { dashboardServerProps } from '@/screens/Dashboard/server-props';

export default DashboardScreen;
export const getServerSideProps = dashboardServerProps('en');
