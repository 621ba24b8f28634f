import styled from 'styled-components';
import { Link } from '@/components/Link';
import type { Review, SocialProof } from '@/content/types';
import { useTranslation } from '@/i18n/useTranslation';
import { media, theme } from '@/styles/theme';
import { CardGrid } from './Cards';
import { SampleNotice } from './SampleNotice';
import { SectionMoreLink } from './Section';
import { Stars } from './Stars';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;

  strong {
    font-size: 1.6rem;
  }
`;

const ReviewCard = styled.li`
  margin: 0;
  padding: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};

  blockquote {
    margin: 0.5rem 0 0.75rem;
  }
  blockquote p {
    margin: 0;
  }
  footer {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const MoreLink = styled(SectionMoreLink)`
  ${media.tablet} {
    text-align: right;
  }
`;


function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('content');
  return (
    <ReviewCard>
      <Stars value={review.rating} />
      <span className="visually-hidden">{t('reviews.rating', { rating: review.rating })}</span>
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <footer>
        {review.author}, {review.place} · {t(`topics.${review.topic}`)} · <time dateTime={review.date}>{review.dateText}</time>
      </footer>
    </ReviewCard>
  );
}

/**
 * The customer-review widget: average, count, source and the newest reviews, rendered from
 * content/social-proof (no third-party script).
 */
export function ReviewWidget({ socialProof, limit = 3, showAllLink = true }: { socialProof: SocialProof; limit?: number; showAllLink?: boolean }) {
  const { t } = useTranslation('content');
  const { reviews } = socialProof;
  return (
    <div>
      <Summary>
        <Stars value={reviews.average} size={28} />
        <strong>{t('reviews.summary', { average: reviews.averageText, count: reviews.countText })}</strong>
        <span>{t('reviews.source', { source: reviews.source })}</span>
      </Summary>
      <CardGrid>
        {reviews.items.slice(0, limit).map((review) => (
          <ReviewItem key={`${review.author}-${review.date}`} review={review} />
        ))}
      </CardGrid>
      <SampleNotice show={socialProof.sample} />
      {showAllLink && (
        <MoreLink>
          <Link to="experiences">{t('reviews.all')}</Link>
        </MoreLink>
      )}
    </div>
  );
}

/** Every review, for the customer-experiences page. */
export function ReviewList({ socialProof }: { socialProof: SocialProof }) {
  return <ReviewWidget socialProof={socialProof} limit={socialProof.reviews.items.length} showAllLink={false} />;
}
