import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const caseStatusNamespaces: Namespace[] = ['caseStatus'];

export function CaseStatusScreen() {
  const { t } = useTranslation('caseStatus');
  return (
    <Container>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      <Lead>{t('lead')}</Lead>
    </Container>
  );
}
