import styled from 'styled-components';
import { ArticleTeasers } from '@/components/marketing/ArticleTeasers';
import { CardGrid, LinkCard } from '@/components/marketing/Cards';
import { Hero } from '@/components/marketing/Hero';
import { Section, SectionMoreLink, SectionStatement } from '@/components/marketing/Section';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { AccentButtonLink, ButtonRow, SecondaryButtonLink } from '@/components/ui/buttons';
import { brand } from '@/basics/brand';
import { useTranslation } from '@/i18n/useTranslation';
import type { MarketingPageProps } from '@/page-setup/content-props';
import { theme } from '@/styles/theme';

/** What the labour area page's getStaticProps loads (see src/pages/arbeit.tsx). */
export const labourAreaPage = {
  namespaces: ['areas'] as const,
  teasers: { topics: ['labour' as const], limit: 3 },
  cards: {
    services: ['terminationAgreement', 'employmentProtection', 'pricesLabour'] as const,
    otherAreas: ['accountFees', 'slowInternet'] as const,
  },
};

const Deadline = styled.div`
  margin-top: 1.5rem;
  max-width: 65ch;
  padding: 1rem 1.25rem;
  border-left: 5px solid ${theme.colors.accent};
  background: ${theme.colors.background};
  border-radius: ${theme.radius};

  h3 {
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0;
  }
`;

export function LabourAreaScreen({ figures, teasers, cards }: MarketingPageProps) {
  const { t } = useTranslation('areas');
  const values = { ...figures, brand: brand.name };
  return (
    <>
      <PageHead title={t('labour.meta.title')} description={t('labour.meta.description', values)} />
      <Hero eyebrow={t('labour.hero.eyebrow')} title={t('labour.hero.title')} lead={t('labour.hero.lead', values)}>
        <ButtonRow>
          <AccentButtonLink to="dismissalCheck">{t('labour.hero.dismissalCheck')}</AccentButtonLink>
          <SecondaryButtonLink to="severanceCalculator">{t('labour.hero.severanceCalculator')}</SecondaryButtonLink>
        </ButtonRow>
      </Hero>

      <Section id="mission" title={t('labour.mission.title')} tone="surface">
        <SectionStatement>
          <p>{t('labour.mission.text1')}</p>
          <p>{t('labour.mission.text2')}</p>
        </SectionStatement>
        <Deadline>
          <h3>{t('labour.deadline.title', values)}</h3>
          <p>{t('labour.deadline.text')}</p>
        </Deadline>
      </Section>

      <Section id="articles" title={t('labour.articles.title')}>
        <ArticleTeasers teasers={teasers} />
        <SectionMoreLink>
          <Link to="guides">{t('labour.articles.all')}</Link>
        </SectionMoreLink>
      </Section>

      <Section id="services" title={t('labour.services.title')} tone="surface">
        <CardGrid>
          {cards.services.map((card) => (
            <LinkCard key={card.to} to={card.to} title={card.label} text={card.text} />
          ))}
        </CardGrid>
      </Section>

      <Section id="other-areas" title={t('labour.otherAreas.title')}>
        <CardGrid>
          <LinkCard to="rentArea" title={t('labour.otherAreas.rent.title')} text={t('labour.otherAreas.rent.text')} />
          {cards.otherAreas.map((card) => (
            <LinkCard key={card.to} to={card.to} title={card.label} text={card.text} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
