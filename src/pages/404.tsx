import { notFoundPage } from '@/page-setup/page-props';
import { NotFoundScreen } from '@/screens/NotFound';

export default NotFoundScreen;
export const getStaticProps = notFoundPage;
