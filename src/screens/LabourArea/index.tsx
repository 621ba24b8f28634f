import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const labourAreaNamespaces: Namespace[] = ['areas'];

export function LabourAreaScreen() {
  const { t } = useTranslation('areas');
  return (
    <Container>
      <PageHead title={t('labour.title')} description={t('labour.description')} />
      <h1>{t('labour.title')}</h1>
      <Lead>{t('labour.lead')}</Lead>
    </Container>
  );
}
