import { PasswordResetScreen } from '@/screens/PasswordReset';
import { passwordResetServerProps } from '@/screens/PasswordReset/server-props';

export default PasswordResetScreen;
export const getServerSideProps = passwordResetServerProps('de');
