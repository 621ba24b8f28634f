import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const passwordResetNamespaces: Namespace[] = ['auth', 'errors'];

export function PasswordResetScreen() {
  const { t } = useTranslation('auth');
  return (
    <Container $narrow>
      <PageHead title={t('passwordReset.title')} description={t('passwordReset.description')} />
      <h1>{t('passwordReset.title')}</h1>
      <Lead>{t('passwordReset.lead')}</Lead>
    </Container>
  );
}
