import { staticPage } from '@/page/page-props';
import { ContentPageScreen, contentNamespaces } from '@/screens/ContentPage';

export default ContentPageScreen;
export const getStaticProps = staticPage('referral', 'en', contentNamespaces);
