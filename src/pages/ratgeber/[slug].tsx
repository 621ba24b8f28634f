import { articlePage, articlePaths } from '@/page/content-props';
import { ArticleScreen } from '@/screens/Article';

export default ArticleScreen;
export const getStaticPaths = articlePaths('de');
export const getStaticProps = articlePage('de');
