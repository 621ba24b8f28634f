import { marketingPage } from '@/page/content-props';
import { HomeScreen, homePage } from '@/screens/Home';

export default HomeScreen;
export const getStaticProps = marketingPage('home', 'en', homePage);
