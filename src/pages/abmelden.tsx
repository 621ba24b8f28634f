import { serverPage } from '@/page/server-page';
import { SignOutScreen } from '@/screens/SignOut';
import { loadSignOut } from '@/screens/SignOut/load';

export default SignOutScreen;
export const getServerSideProps = serverPage('signOut', 'de', [], loadSignOut);
