import { staticPage } from '@/page-setup/page-props';
import { AccountDeletedScreen, accountDeletedNamespaces } from '@/screens/AccountDeleted';

export default AccountDeletedScreen;
export const getStaticProps = staticPage('accountDeleted', 'de', accountDeletedNamespaces);
