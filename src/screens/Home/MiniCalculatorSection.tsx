import styled from 'styled-components';
import { MiniCalculator } from '@/components/calculators/MiniCalculator';
import { cardSurface } from '@/components/ui/surface';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

/** The homepage lists these with its own namespaces so the section's texts reach the page. */
export const miniCalculatorNamespaces: Namespace[] = ['calculators', 'auth', 'errors'];

const Section = styled.section`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
`;

const Card = styled.div`
  padding: 1.25rem;
  ${cardSurface}
`;

/** The mini calculator on the homepage. */
export function MiniCalculatorSection() {
  const { t } = useTranslation('calculators');
  return (
    <Section id="rechner" aria-labelledby="mini-calculator-heading">
      <h2 id="mini-calculator-heading">{t('mini.heading')}</h2>
      <p>{t('mini.lead')}</p>
      <Card>
        <MiniCalculator />
      </Card>
    </Section>
  );
}
