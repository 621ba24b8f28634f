import type { ResetCredentials } from '@/api-client/account';
import { NewPasswordForm } from '@/components/auth/NewPasswordForm';
import { EmailLinkForm } from '@/components/auth/EmailLinkForm';
import { FormCard, FormLinks } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const passwordResetNamespaces: Namespace[] = ['auth', 'errors'];

/** What load.ts finds for the page. */
export interface PasswordResetData {
  /** Present when the page was opened from the reset e-mail's link. */
  credentials: ResetCredentials | null;
  /** The link of an order's confirmation: the new account's first password, then signed in. */
  firstPassword?: boolean;
}

/**
 * With the reset link's credentials: choose a new password (or, from an order's confirmation, the new
 * account's first one). Without: ask for a reset link.
 */
export function PasswordResetScreen({ credentials, firstPassword = false }: PasswordResetData) {
  const { t } = useTranslation('auth');
  const title = credentials ? (firstPassword ? 'passwordReset.firstTitle' : 'passwordReset.newTitle') : 'passwordReset.title';
  const lead = credentials ? (firstPassword ? 'passwordReset.firstLead' : 'passwordReset.newLead') : 'passwordReset.lead';
  return (
    <Container $narrow>
      <PageHead title={t('passwordReset.title')} description={t('passwordReset.description')} />
      <h1>{t(title)}</h1>
      <Lead>{t(lead)}</Lead>
      <FormCard>
        {credentials ? <NewPasswordForm credentials={credentials} firstPassword={firstPassword} /> : <EmailLinkForm link="passwordReset" />}
        <FormLinks>
          <Link to="signIn">{t('passwordReset.backToSignIn')}</Link>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
