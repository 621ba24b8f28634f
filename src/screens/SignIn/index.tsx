import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const signInNamespaces: Namespace[] = ['auth', 'errors'];

export function SignInScreen() {
  const { t } = useTranslation('auth');
  return (
    <Container $narrow>
      <PageHead title={t('signIn.title')} description={t('signIn.description')} />
      <h1>{t('signIn.title')}</h1>
      <Lead>{t('signIn.lead')}</Lead>
    </Container>
  );
}
