import { SignOutScreen } from '@/screens/SignOut';
import { signOutServerProps } from '@/screens/SignOut/server-props';

export default SignOutScreen;
export const getServerSideProps = signOutServerProps('de');
