import { PasswordChangeForm } from '@/components/auth/PasswordChangeForm';
import { FormCard, FormLinks } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const passwordChangeNamespaces: Namespace[] = ['auth', 'errors'];

/** Nothing to load: load.ts only sends visitors without a session to sign-in. */
export type PasswordChangeData = Record<string, never>;

/**
 * In the account area: the signed-in customer chooses a new password. A session that ended meanwhile
 * is answered by the service (unauthorized), and the form then links to sign-in.
 */
export function PasswordChangeScreen() {
  const { t } = useTranslation('auth');
  return (
    <Container $narrow>
      <PageHead title={t('passwordChange.title')} description={t('passwordChange.description')} />
      <h1>{t('passwordChange.title')}</h1>
      <Lead>{t('passwordChange.lead')}</Lead>
      <FormCard>
        <PasswordChangeForm />
        <FormLinks>
          <Link to="dashboard">{t('passwordChange.backToDashboard')}</Link>
          <Link to="passwordReset">{t('passwordChange.forgotCurrent')}</Link>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
