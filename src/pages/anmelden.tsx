import { staticPage } from '@/page-setup/page-props';
import { SignInScreen, signInNamespaces } from '@/screens/SignIn';

export default SignInScreen;
export const getStaticProps = staticPage('signIn', 'de', signInNamespaces);
