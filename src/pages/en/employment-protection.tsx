import { contentPage } from '@/page-setup/content-props';
import { ContentPageScreen } from '@/screens/ContentPage';

export default ContentPageScreen;
export const getStaticProps = contentPage('employmentProtection', 'en');

// Static content: no client JavaScript (see docs/architecture.md, "Pages without client JavaScript").
export const config = { unstable_runtimeJS: false };
