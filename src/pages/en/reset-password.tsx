import { serverPage } from '@/page-setup/server-page';
import { PasswordResetScreen, passwordResetNamespaces } from '@/screens/PasswordReset';
import { loadPasswordReset } from '@/screens/PasswordReset/load';

export default PasswordResetScreen;
export const getServerSideProps = serverPage('passwordReset', 'en', passwordResetNamespaces, loadPasswordReset);
