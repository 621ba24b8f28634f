import { ArticleTeasers } from '@/components/marketing/ArticleTeasers';
import { CardGrid, LinkCard } from '@/components/marketing/Cards';
import { Hero, HeroFootnote } from '@/components/marketing/Hero';
import { KeyFigures } from '@/components/marketing/KeyFigures';
import { PressBar } from '@/components/marketing/PressBar';
import { hasReviews, ReviewWidget } from '@/components/marketing/Reviews';
import { Section, SectionMoreLink, SectionStatement } from '@/components/marketing/Section';
import { Steps } from '@/components/marketing/Steps';
import { Testimonial, testimonialOf } from '@/components/marketing/Testimonial';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { AccentButtonLink, ButtonRow, SecondaryButtonLink } from '@/components/ui/buttons';
import { brand } from '@/basics/brand';
import { useTranslation } from '@/i18n/useTranslation';
import type { Namespace } from '@/i18n/namespaces';
import type { MarketingPageProps } from '@/page-setup/content-props';
import { MiniCalculatorSection, miniCalculatorNamespaces } from './MiniCalculatorSection';

/** What the homepage's getStaticProps loads (see src/pages/index.tsx). */
export const homePage = {
  namespaces: ['home', ...miniCalculatorNamespaces] as Namespace[],
  teasers: { limit: 6 },
  cards: { services: ['accountFees', 'premiumSavings', 'slowInternet'] as const },
};

export function HomeScreen({ figures, teasers, press, reviews, cards }: MarketingPageProps) {
  const { t } = useTranslation('home');
  const values = { ...figures, brand: brand.name };
  return (
    <>
      <PageHead title={t('meta.title', values)} description={t('meta.description', values)} />
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title', values)}
        lead={t('hero.lead', values)}
        aside={
          <KeyFigures
            items={[
              { value: t('hero.figures.average.value', values), text: t('hero.figures.average.text') },
              { value: figures.noLandlordProblemsPercent, text: t('hero.figures.landlord') },
              { value: t('hero.figures.risk.value'), text: t('hero.figures.risk.text') },
            ]}
          />
        }
      >
        <ButtonRow>
          <AccentButtonLink to="rentBrakeCheck">{t('hero.cta')}</AccentButtonLink>
          <SecondaryButtonLink to="rentBrake">{t('hero.moreInfo')}</SecondaryButtonLink>
        </ButtonRow>
        <HeroFootnote>{t('hero.footnote', values)}</HeroFootnote>
      </Hero>

      <MiniCalculatorSection />

      <Section id="how-it-works" title={t('howItWorks.title')} intro={t('howItWorks.intro', values)}>
        <Steps
          steps={(['one', 'two', 'three'] as const).map((step) => ({
            title: t(`howItWorks.steps.${step}.title`, values),
            text: t(`howItWorks.steps.${step}.text`, values),
          }))}
        />
        <SectionMoreLink>
          <Link to="howItWorks">{t('howItWorks.more')}</Link>
        </SectionMoreLink>
      </Section>

      <Section id="areas" title={t('areas.title')} tone="surface">
        <CardGrid>
          <LinkCard to="rentArea" title={t('areas.rent.title')} text={t('areas.rent.text', values)} />
          <LinkCard to="labourArea" title={t('areas.labour.title')} text={t('areas.labour.text', values)} />
          {cards.services.map((card) => (
            <LinkCard key={card.to} to={card.to} title={card.label} text={card.text} />
          ))}
        </CardGrid>
      </Section>

      {hasReviews(reviews) && (
        <Section id="reviews" title={t('reviews.title')}>
          <ReviewWidget reviews={reviews} />
        </Section>
      )}

      <Section id="vision" title={t('vision.title')} tone="surface">
        <SectionStatement>
          <p>{t('vision.text1', values)}</p>
          <p>{t('vision.text2', values)}</p>
        </SectionStatement>
        <SectionMoreLink>
          <Link to="about">{t('vision.more', values)}</Link>
        </SectionMoreLink>
      </Section>

      {testimonialOf(reviews) && (
        <Section id="testimonial" title={t('testimonial.title')}>
          <Testimonial reviews={reviews} />
        </Section>
      )}

      {press.length > 0 && (
        <Section id="press" title={t('press.title', values)} tone="surface">
          <PressBar press={press} />
        </Section>
      )}

      <Section id="articles" title={t('articles.title')} intro={t('articles.intro')}>
        <ArticleTeasers teasers={teasers} />
        <SectionMoreLink>
          <Link to="guides">{t('articles.all')}</Link>
        </SectionMoreLink>
      </Section>
    </>
  );
}
