import { marketingPage } from '@/page-setup/content-props';
import { HomeScreen, homePage } from '@/screens/Home';

// No client JavaScript: the mini calculator is plain HTML (see docs/architecture.md, "Pages without client JavaScript").
export const config = { unstable_runtimeJS: false };

export default HomeScreen;
export const getStaticProps = marketingPage('home', 'de', homePage);
