import { notFoundPage } from '@/page/page-props';
import { NotFoundScreen } from '@/screens/NotFound';

export default NotFoundScreen;
export const getStaticProps = notFoundPage;
