import { staticPage } from '@/page-setup/page-props';
import { NewsletterConfirmationScreen, newsletterNamespaces } from '@/screens/Newsletter';

export default NewsletterConfirmationScreen;
export const getStaticProps = staticPage('newsletterConfirmation', 'en', newsletterNamespaces);
