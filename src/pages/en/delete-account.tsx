import { serverPage } from '@/page-setup/server-page';
import { AccountDeletionScreen, accountDeletionNamespaces } from '@/screens/AccountDeletion';
import { loadAccountDeletion } from '@/screens/AccountDeletion/load';

export default AccountDeletionScreen;
export const getServerSideProps = serverPage('accountDeletion', 'en', accountDeletionNamespaces, loadAccountDeletion);
