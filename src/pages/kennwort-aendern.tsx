import { serverPage } from '@/page-setup/server-page';
import { PasswordChangeScreen, passwordChangeNamespaces } from '@/screens/PasswordChange';
import { loadPasswordChange } from '@/screens/PasswordChange/load';

export default PasswordChangeScreen;
export const getServerSideProps = serverPage('passwordChange', 'de', passwordChangeNamespaces, loadPasswordChange);
