import styled from 'styled-components';
import { SeveranceCalculator } from '@/components/calculators/SeveranceCalculator';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { SeveranceCalculatorData } from './load';

export const severanceCalculatorNamespaces: Namespace[] = ['calculators', 'errors'];

const Explanation = styled.section`
  margin-top: 2.5rem;
`;

/**
 * The severance calculator page, where the labour area's "severance calculator" link leads. It answers
 * the form's GET on the server too (`load.ts`), so it works without JavaScript.
 */
export function SeveranceCalculatorScreen({ answered }: SeveranceCalculatorData) {
  const { t } = useTranslation('calculators');
  return (
    <Container $narrow>
      <PageHead title={t('severanceCalculator.title')} description={t('severanceCalculator.description')} />
      <h1>{t('severanceCalculator.title')}</h1>
      <Lead>{t('severanceCalculator.lead')}</Lead>
      <SeveranceCalculator headingLevel={2} answered={answered} shareable />
      <Explanation>
        <h2>{t('severanceCalculator.howTitle')}</h2>
        <p>{t('severanceCalculator.howText')}</p>
      </Explanation>
    </Container>
  );
}
