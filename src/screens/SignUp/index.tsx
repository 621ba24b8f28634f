import { SignUpForm } from '@/components/auth/SignUpForm';
import { FormCard, FormLinks } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const signUpNamespaces: Namespace[] = ['auth', 'errors'];

export function SignUpScreen() {
  const { t } = useTranslation('auth');
  return (
    <Container $narrow>
      <PageHead title={t('signUp.title')} description={t('signUp.description')} />
      <h1>{t('signUp.title')}</h1>
      <Lead>{t('signUp.lead')}</Lead>
      <FormCard>
        <SignUpForm />
        <FormLinks>
          <span>
            {t('signUp.haveAccount')} <Link to="signIn">{t('signUp.toSignIn')}</Link>
          </span>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
