import { staticPage } from '@/page-setup/page-props';
import { NewsletterUnsubscribeScreen, newsletterNamespaces } from '@/screens/Newsletter';

export default NewsletterUnsubscribeScreen;
export const getStaticProps = staticPage('newsletterUnsubscribe', 'en', newsletterNamespaces);
