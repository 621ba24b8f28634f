import { ArticleTeasers } from '@/components/marketing/ArticleTeasers';
import { Jobs, Team } from '@/components/marketing/Company';
import { CardGrid, LinkCard } from '@/components/marketing/Cards';
import { Hero } from '@/components/marketing/Hero';
import { Markdown } from '@/components/marketing/Markdown';
import { PressBar } from '@/components/marketing/PressBar';
import { hasReviews, ReviewList, ReviewWidget } from '@/components/marketing/Reviews';
import { Section } from '@/components/marketing/Section';
import { Testimonial, testimonialOf } from '@/components/marketing/Testimonial';
import { PageHead } from '@/components/PageHead';
import { AccentButtonLink, ButtonRow } from '@/components/ui/buttons';
import { Container } from '@/components/ui/Container';
import type { CompanyContent, ContentWidget } from '@/content/types';
import { useTranslation } from '@/i18n/useTranslation';
import type { ContentPageProps } from '@/page-setup/content-props';

/**
 * Every information page (services, prices, company, help, legal, the guide index): its text comes
 * from content/pages/<language>/<routeId>.md, the blocks after it from the front matter.
 */
export function ContentPageScreen({ content, teasers, company, reviews }: ContentPageProps) {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHead title={content.metaTitle} description={content.description} />
      <Hero title={content.title} lead={content.lead}>
        {content.actions.length > 0 && (
          <ButtonRow>
            {content.actions.map((action) => (
              <AccentButtonLink key={`${action.to}-${action.label}`} to={action.to} params={action.params}>
                {action.label}
              </AccentButtonLink>
            ))}
          </ButtonRow>
        )}
      </Hero>
      {content.body.length > 0 && (
        <Container>
          <Markdown nodes={content.body} />
        </Container>
      )}
      {content.widgets.map((widget) => (
        <Widget key={widget} widget={widget} company={company} reviews={reviews} teasers={teasers} />
      ))}
      {content.related.length > 0 && (
        <Section id="related" title={t('related.title')} tone="surface">
          <CardGrid>
            {content.related.map((item) => (
              <LinkCard key={item.to} to={item.to} title={item.label} text={item.text} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}

function Widget({
  widget,
  company,
  reviews,
  teasers,
}: {
  widget: ContentWidget;
  company: CompanyContent | null;
  reviews: ContentPageProps['reviews'];
  teasers: ContentPageProps['teasers'];
}) {
  const { t } = useTranslation('content');
  if (widget === 'articles') {
    return (
      <Section id="articles" title={t('articles.title')}>
        <ArticleTeasers teasers={teasers} />
      </Section>
    );
  }
  switch (widget) {
    case 'reviews':
      return hasReviews(reviews) ? (
        <Section id="reviews" title={t('reviews.title')} tone="surface">
          <ReviewWidget reviews={reviews} />
        </Section>
      ) : null;
    case 'reviewList':
      return (
        <Section id="reviews" title={t('reviews.title')} tone="surface">
          <ReviewList reviews={reviews} />
        </Section>
      );
    case 'testimonial':
      return testimonialOf(reviews) ? (
        <Section id="testimonial" title={t('testimonial.title')}>
          <Testimonial reviews={reviews} />
        </Section>
      ) : null;
    // The provider's own entries; a list with none leaves its block out (the jobs say so in words).
    case 'pressBar':
      if (!company || company.press.length === 0) return null;
      return (
        <Section id="press" title={t('press.title')}>
          <PressBar press={company.press} />
        </Section>
      );
    case 'team':
      if (!company || company.team.length === 0) return null;
      return (
        <Section id="team" title={t('team.title')}>
          <Team team={company.team} />
        </Section>
      );
    case 'jobs':
      if (!company) return null;
      return (
        <Section id="jobs" title={t('jobs.title')}>
          <Jobs jobs={company.jobs} />
        </Section>
      );
  }
}
