import type { ResetCredentials } from '@/api-client/account';
import { NewPasswordForm } from '@/components/auth/NewPasswordForm';
import { PasswordResetRequestForm } from '@/components/auth/PasswordResetRequestForm';
import { FormCard, FormLinks } from '@/components/forms/fields';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { PageProps } from '@/page/page-props';

export const passwordResetNamespaces: Namespace[] = ['auth', 'errors'];

export interface PasswordResetProps extends PageProps {
  /** Present when the page was opened from the reset e-mail's link. */
  credentials: ResetCredentials | null;
}

/** With the reset link's credentials: choose a new password. Without: ask for a reset link. */
export function PasswordResetScreen({ credentials }: PasswordResetProps) {
  const { t } = useTranslation('auth');
  return (
    <Container $narrow>
      <PageHead title={t('passwordReset.title')} description={t('passwordReset.description')} />
      <h1>{t(credentials ? 'passwordReset.newTitle' : 'passwordReset.title')}</h1>
      <Lead>{t(credentials ? 'passwordReset.newLead' : 'passwordReset.lead')}</Lead>
      <FormCard>
        {credentials ? <NewPasswordForm credentials={credentials} /> : <PasswordResetRequestForm />}
        <FormLinks>
          <Link to="signIn">{t('passwordReset.backToSignIn')}</Link>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
