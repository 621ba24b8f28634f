import { staticPage } from '@/page/page-props';
import { HomeScreen, homeNamespaces } from '@/screens/Home';

export default HomeScreen;
export const getStaticProps = staticPage('home', 'en', homeNamespaces);
