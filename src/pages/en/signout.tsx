import { serverPage } from '@/page-setup/server-page';
import { SignOutScreen } from '@/screens/SignOut';
import { loadSignOut } from '@/screens/SignOut/load';

export default SignOutScreen;
export const getServerSideProps = serverPage('signOut', 'en', [], loadSignOut);
