import { serverPage } from '@/page-setup/server-page';
import { StaffReviewsScreen, staffReviewsNamespaces } from '@/screens/StaffReviews';
import { loadStaffReviews } from '@/screens/StaffReviews/load';

export default StaffReviewsScreen;
export const getServerSideProps = serverPage('staffReviews', 'de', staffReviewsNamespaces, loadStaffReviews);
