import styled from 'styled-components';
import { RentBrakeCalculator } from '@/components/calculators/RentBrakeCalculator';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { RentBrakeCheckData } from './load';

export const rentBrakeCheckNamespaces: Namespace[] = ['calculators', 'errors'];

const Explanation = styled.section`
  margin-top: 2.5rem;
`;

/**
 * The rent-brake check page, where the rent area's "rent-control funnel" link leads. It answers the
 * form's GET on the server too (`load.ts`), so it works without JavaScript.
 */
export function RentBrakeCheckScreen({ answered }: RentBrakeCheckData) {
  const { t } = useTranslation('calculators');
  return (
    <Container $narrow>
      <PageHead title={t('rentBrakeCheck.title')} description={t('rentBrakeCheck.description')} />
      <h1>{t('rentBrakeCheck.title')}</h1>
      <Lead>{t('rentBrakeCheck.lead')}</Lead>
      <RentBrakeCalculator headingLevel={2} answered={answered} shareable />
      <Explanation>
        <h2>{t('rentBrakeCheck.howTitle')}</h2>
        <p>{t('rentBrakeCheck.howText')}</p>
        <h2>{t('rentBrakeCheck.dataTitle')}</h2>
        <p>{t('rentBrakeCheck.dataText')}</p>
      </Explanation>
    </Container>
  );
}
