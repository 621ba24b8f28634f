import { staticPage } from '@/page/page-props';
import { PasswordResetScreen, passwordResetNamespaces } from '@/screens/PasswordReset';

export default PasswordResetScreen;
export const getStaticProps = staticPage('passwordReset', 'de', passwordResetNamespaces);
