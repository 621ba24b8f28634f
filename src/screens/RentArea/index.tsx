import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const rentAreaNamespaces: Namespace[] = ['areas'];

export function RentAreaScreen() {
  const { t } = useTranslation('areas');
  return (
    <Container>
      <PageHead title={t('rent.title')} description={t('rent.description')} />
      <h1>{t('rent.title')}</h1>
      <Lead>{t('rent.lead')}</Lead>
    </Container>
  );
}
