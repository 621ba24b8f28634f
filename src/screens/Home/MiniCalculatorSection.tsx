import { CardGrid, LinkCard } from '@/components/marketing/Cards';
import { Section } from '@/components/marketing/Section';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * The homepage's calculator slot. This first version leads to the standalone calculators; the
 * calculators work (issue 7) replaces it with the tabbed mini calculator.
 */
export function MiniCalculatorSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="calculator" title={t('miniCalculator.title')} intro={t('miniCalculator.intro')} tone="surface">
      <CardGrid>
        <LinkCard to="rentBrakeCheck" title={t('miniCalculator.rent.title')} text={t('miniCalculator.rent.text')} />
        <LinkCard to="severanceCalculator" title={t('miniCalculator.severance.title')} text={t('miniCalculator.severance.text')} />
        <LinkCard to="giroFunnel" title={t('miniCalculator.giro.title')} text={t('miniCalculator.giro.text')} />
      </CardGrid>
    </Section>
  );
}
