import { staticPage } from '@/page-setup/page-props';
import { NewsletterSignUpScreen, newsletterNamespaces } from '@/screens/Newsletter';

export default NewsletterSignUpScreen;
export const getStaticProps = staticPage('newsletterSignUp', 'de', newsletterNamespaces);
