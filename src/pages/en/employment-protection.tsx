import { contentPage } from '@/page/content-props';
import { ContentPageScreen } from '@/screens/ContentPage';

export default ContentPageScreen;
export const getStaticProps = contentPage('employmentProtection', 'en');
