import { ArticleTeasers } from '@/components/marketing/ArticleTeasers';
import { CardGrid, LinkCard } from '@/components/marketing/Cards';
import { Hero, HeroFootnote } from '@/components/marketing/Hero';
import { hasReviews, ReviewWidget } from '@/components/marketing/Reviews';
import { Section, SectionMoreLink } from '@/components/marketing/Section';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { AccentButtonLink, ButtonRow } from '@/components/ui/buttons';
import { brand } from '@/basics/brand';
import { useTranslation } from '@/i18n/useTranslation';
import type { MarketingPageProps } from '@/page-setup/content-props';

/** What the rent area page's getStaticProps loads (see src/pages/miete.tsx). */
export const rentAreaPage = {
  namespaces: ['areas'] as const,
  teasers: { topics: ['rent' as const], limit: 3 },
  cards: {
    topics: ['rentIncrease', 'deposit', 'rentReduction', 'cosmeticRepairs'] as const,
    otherAreas: ['accountFees', 'premiumSavings', 'slowInternet'] as const,
  },
};

export function RentAreaScreen({ figures, teasers, reviews, cards }: MarketingPageProps) {
  const { t } = useTranslation('areas');
  const values = { ...figures, brand: brand.name };
  return (
    <>
      <PageHead title={t('rent.meta.title')} description={t('rent.meta.description', values)} />
      <Hero eyebrow={t('rent.hero.eyebrow')} title={t('rent.hero.title')} lead={t('rent.hero.lead', values)}>
        <ButtonRow>
          <AccentButtonLink to="rentBrakeCheck">{t('rent.hero.cta')}</AccentButtonLink>
        </ButtonRow>
        <HeroFootnote>{t('rent.hero.footnote', values)}</HeroFootnote>
      </Hero>

      <Section id="shortcuts" title={t('rent.shortcuts.title')}>
        <CardGrid $columns={2}>
          <LinkCard to="rentBrake" title={t('rent.shortcuts.rentBrake.title')} text={t('rent.shortcuts.rentBrake.text')} />
          <LinkCard
            to="tenantProtection"
            title={t('rent.shortcuts.tenantProtection.title', values)}
            text={t('rent.shortcuts.tenantProtection.text')}
          />
        </CardGrid>
      </Section>

      {hasReviews(reviews) && (
        <Section id="reviews" title={t('rent.reviews.title')} tone="surface">
          <ReviewWidget reviews={reviews} />
        </Section>
      )}

      <Section id="news" title={t('rent.news.title')}>
        <ArticleTeasers teasers={teasers} />
        <SectionMoreLink>
          <Link to="guides">{t('rent.news.all')}</Link>
        </SectionMoreLink>
      </Section>

      <Section id="topics" title={t('rent.topics.title')} tone="surface">
        <CardGrid $columns={2}>
          {cards.topics.map((card) => (
            <LinkCard key={card.to} to={card.to} title={card.label} text={card.text} />
          ))}
        </CardGrid>
      </Section>

      <Section id="other-areas" title={t('rent.otherAreas.title')}>
        <CardGrid $columns={2}>
          <LinkCard to="labourArea" title={t('rent.otherAreas.labour.title')} text={t('rent.otherAreas.labour.text', values)} />
          {cards.otherAreas.map((card) => (
            <LinkCard key={card.to} to={card.to} title={card.label} text={card.text} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
