import { useRouter } from 'next/router';
import { EmailLinkForm } from '@/components/auth/EmailLinkForm';
import { SignInForm } from '@/components/auth/SignInForm';
import { FormCard, FormLinks, Notice } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const signInNamespaces: Namespace[] = ['auth', 'errors'];

export function SignInScreen() {
  const { t } = useTranslation('auth');
  const { query } = useRouter();
  return (
    <Container $narrow>
      <PageHead title={t('signIn.title')} description={t('signIn.description')} />
      <h1>{t('signIn.title')}</h1>
      <Lead>{t('signIn.lead')}</Lead>
      {query.confirmed !== undefined && <Notice role="status">{t('signIn.confirmed')}</Notice>}
      {query.password_changed !== undefined && <Notice role="status">{t('signIn.passwordChanged')}</Notice>}
      {query.confirmation_error !== undefined && (
        <FormCard>
          <Notice $tone="info" role="status">
            {t(query.confirmation_error === 'expired' ? 'signIn.confirmationExpired' : 'signIn.confirmationInvalid')}
          </Notice>
          <EmailLinkForm link="confirmation" />
        </FormCard>
      )}
      <FormCard>
        <SignInForm />
        <FormLinks>
          <Link to="passwordReset">{t('signIn.forgotPassword')}</Link>
          <span>
            {t('signIn.noAccount')} <Link to="signUp">{t('signIn.toSignUp')}</Link>
          </span>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
