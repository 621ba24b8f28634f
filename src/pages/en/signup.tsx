import { staticPage } from '@/page-setup/page-props';
import { SignUpScreen, signUpNamespaces } from '@/screens/SignUp';

export default SignUpScreen;
export const getStaticProps = staticPage('signUp', 'en', signUpNamespaces);
