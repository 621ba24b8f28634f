import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const homeNamespaces: Namespace[] = ['home'];

export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <Container>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      <Lead>{t('lead')}</Lead>
    </Container>
  );
}
