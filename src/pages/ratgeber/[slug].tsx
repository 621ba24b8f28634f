import { articlePage, articlePaths } from '@/page-setup/content-props';
import { ArticleScreen } from '@/screens/Article';

export default ArticleScreen;
export const getStaticPaths = articlePaths('de');
export const getStaticProps = articlePage('de');

// Static content: no client JavaScript (see docs/architecture.md, "Pages without client JavaScript").
export const config = { unstable_runtimeJS: false };
